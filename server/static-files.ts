/**
 * The build's static files, held in memory with their pre-compressed br/gzip
 * twins. The site is small, so memory is cheap and every request is a lookup.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pagePolicy } from "./csp.ts";

type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  body: Bytes;
  br?: Bytes;
  gzip?: Bytes;
  type: string;
  etag: string;
  cacheControl: string;
  csp?: string;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const ONE_DAY = "public, max-age=86400";

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE; // Vite's content-hashed files
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt") return REVALIDATE;
  return ONE_DAY;
}

/** "/uslugi/index.html" is served at "/uslugi", "/index.html" at "/". */
function urlPathOf(relative: string): string {
  const posix = `/${relative.split(path.sep).join("/")}`;
  if (posix === "/index.html") return "/";
  if (posix.endsWith("/index.html")) return posix.slice(0, -"/index.html".length);
  return posix;
}

const readBytes = async (file: string): Promise<Bytes> => new Uint8Array(await readFile(file));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export type StaticFiles = ReadonlyMap<string, StaticFile>;

export async function loadStaticFiles(
  clientDir: string,
  cspHashes: Readonly<Record<string, string[]>>,
): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  const all = await listFiles(clientDir);
  const present = new Set(all);
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = path.relative(clientDir, file);
    const ext = path.extname(file);
    const body = await readBytes(file);
    const urlPath = urlPathOf(relative);
    const hashes = cspHashes[relative.split(path.sep).join("/")];
    files.set(urlPath, {
      body,
      br: present.has(`${file}.br`) ? await readBytes(`${file}.br`) : undefined,
      gzip: present.has(`${file}.gz`) ? await readBytes(`${file}.gz`) : undefined,
      type: types[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: cacheControlFor(urlPath, ext),
      csp: ext === ".html" ? pagePolicy(hashes ?? []) : undefined,
    });
  }
  return files;
}

function preferredEncoding(
  acceptEncoding: string | null,
  file: StaticFile,
): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = (name: string) =>
    new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0+)?\\b)`).test(acceptEncoding);
  if (file.br && accepts("br")) return "br";
  if (file.gzip && accepts("gzip")) return "gzip";
  return undefined;
}

/** The response for a static file, or undefined when the path is not one. */
export function serveStatic(
  files: StaticFiles,
  request: Request,
  pathname: string,
): Response | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const file = files.get(pathname);
  if (!file) return undefined;

  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  if (request.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("accept-encoding"), file);
  const body = encoding ? file[encoding] : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.byteLength ?? 0));
  return new Response(request.method === "HEAD" ? null : (body ?? null), { status: 200, headers });
}
