/**
 * The peer template the site is measured beside: AstroWind, the most-used
 * static marketing template (Astro and Tailwind), built from its public
 * repository into bench/peer/ (ignored by git, never committed) and served the
 * way a static host serves it: brotli or gzip, a year's cache for its hashed
 * assets, no CSP, nothing else of ours.
 *
 * The snapshot is a git directory (the repository's clone or mirror). Building
 * it needs only the npm registry, with one change: the template lets Astro
 * download a few PNG logos from cdn.pixabay.com at build time to optimise
 * them; with no network here that download fails the build, so the peer is
 * built with no remote image domain and those logos stay remote URLs (in the
 * measured runs they fail to load, which spares the peer their bytes).
 *
 * Its typeface, Inter, comes through Astro's Fonts API from the Fontsource
 * provider, which downloads the files at build time; offline that download
 * finds nothing and the peer would be drawn in the system sans-serif, sparing
 * it a preloaded font that ours pays for. So the same face (Inter's variable
 * Latin subset, weights 100–900) is installed from npm and handed to Astro's
 * local provider with the subset's unicode-range: the built page gets the
 * `@font-face`, the preload and the metric-matched fallback it gets online.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { rootDir } from "../../server/build-layout.ts";

const run = promisify(execFile);

export const PEER_NAME = "AstroWind";
const peerDir = path.join(rootDir, "bench", "peer", "astrowind");
const distDir = path.join(peerDir, "dist");
const builtFrom = path.join(peerDir, ".built-from");
/** Changes whenever the way the peer is built does, so an older build is redone. */
const recipe = "fonts from npm";

/** The npm package holding the peer's face, and its file for the Latin subset. */
const face = {
  pkg: "@fontsource-variable/inter@5.3.0",
  dir: "node_modules/@fontsource-variable/inter",
  file: "files/inter-latin-wght-normal.woff2",
};

/** The peer's pages measured beside ours: its home and one blog post. */
export const peerPages = { home: "/", post: "/get-started-website-with-astro-tailwind-css" };

async function sh(command: string, args: string[], cwd: string) {
  const env = {
    ...process.env,
    PATH: `${path.join(rootDir, "node_modules", ".bin")}:${process.env.PATH}`,
  };
  await run(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
}

/** Builds the peer from `snapshot` (a git directory) unless that commit is already built; returns its dist folder. */
export async function buildPeer(snapshot: string): Promise<{ dist: string; commit: string }> {
  const { stdout } = await run("git", ["--git-dir", snapshot, "rev-parse", "HEAD"]);
  const commit = stdout.trim();
  const stamp = `${commit} ${recipe}`;
  if (existsSync(builtFrom) && (await readFile(builtFrom, "utf8")).trim() === stamp) {
    return { dist: distDir, commit };
  }
  await rm(peerDir, { recursive: true, force: true });
  await mkdir(path.dirname(peerDir), { recursive: true });
  await sh("git", ["clone", "--quiet", snapshot, peerDir], rootDir);
  await sh("git", ["checkout", "--quiet", commit], peerDir);
  const config = path.join(peerDir, "astro.config.ts");
  const source = await readFile(config, "utf8");
  const offline = source.replace(/domains:\s*\[[^\]]*\]/, "domains: []");
  if (offline === source)
    throw new Error(`${PEER_NAME}: no image domains to clear in astro.config.ts`);
  await sh("npm", ["install", "--no-audit", "--no-fund"], peerDir);
  await sh("npm", ["install", "--no-audit", "--no-fund", "--no-save", face.pkg], peerDir);
  await writeFile(config, await withFaceFromNpm(offline));
  await sh("npm", ["run", "build"], peerDir);
  await writeFile(builtFrom, `${stamp}\n`);
  return { dist: distDir, commit };
}

/** The peer's config with its Fontsource download replaced by the face installed from npm. */
async function withFaceFromNpm(config: string): Promise<string> {
  const css = await readFile(path.join(peerDir, face.dir, "index.css"), "utf8");
  const rule = css.split("@font-face").find((block) => block.includes(face.file));
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`${PEER_NAME}: no unicode-range for ${face.file} in ${face.pkg}`);
  const provider = `provider: fontProviders.local(),
      options: {
        variants: [
          {
            src: ['./${face.dir}/${face.file}'],
            weight: '100 900',
            style: 'normal',
            unicodeRange: ${JSON.stringify(range.split(",").map((part) => part.trim()))},
          },
        ],
      },`;
  const local = config
    .replace("provider: fontProviders.fontsource(),", provider)
    .replace(
      /\n\s*weights: \['100 900'\],\n\s*styles: \['normal'\],\n\s*subsets: \['latin'\],/,
      "",
    );
  if (!local.includes("fontProviders.local()") || local.includes("subsets:"))
    throw new Error(
      `${PEER_NAME}: the Fontsource entry in astro.config.ts is not the one expected`,
    );
  return local;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};
const compressible = new Set([".html", ".css", ".js", ".svg", ".json", ".xml", ".txt"]);

/** Serves a static folder as a static host would, on `port` (0: any free one). */
export async function startPeerServer(dir: string, port = 0) {
  const cache = new Map<string, { br: Buffer; gzip: Buffer }>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://peer");
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(400).end();
      return;
    }
    if (existsSync(file) && (await stat(file)).isDirectory()) file = path.join(file, "index.html");
    if (!existsSync(file)) file = path.join(dir, "404.html");
    const ext = path.extname(file);
    const body = await readFile(file);
    const headers: Record<string, string> = {
      "Content-Type": types[ext] ?? "application/octet-stream",
      "Cache-Control": url.pathname.startsWith("/_astro/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
    };
    const accepts = String(request.headers["accept-encoding"] ?? "");
    let out: Uint8Array = body;
    if (compressible.has(ext)) {
      let packed = cache.get(file);
      if (!packed) {
        packed = { br: brotliCompressSync(body), gzip: gzipSync(body) };
        cache.set(file, packed);
      }
      const encoding = accepts.includes("br")
        ? "br"
        : accepts.includes("gzip")
          ? "gzip"
          : undefined;
      if (encoding) {
        out = packed[encoding];
        headers["Content-Encoding"] = encoding;
      }
      headers.Vary = "Accept-Encoding";
    }
    response.writeHead(
      file.endsWith("404.html") && !url.pathname.endsWith("404.html") ? 404 : 200,
      headers,
    );
    response.end(out);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
