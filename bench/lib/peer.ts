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
  if (existsSync(builtFrom) && (await readFile(builtFrom, "utf8")).trim() === commit) {
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
  await writeFile(config, offline);
  await sh("npm", ["install", "--no-audit", "--no-fund"], peerDir);
  await sh("npm", ["run", "build"], peerDir);
  await writeFile(builtFrom, `${commit}\n`);
  return { dist: distDir, commit };
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
