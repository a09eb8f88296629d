/**
 * The build's static files, held in memory with their pre-compressed br/gzip
 * twins and their complete response headers worked out once at start-up. The
 * site is small, so memory is cheap and a request for a known file costs one
 * map lookup and one write, straight on Node's HTTP response.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import type { ThirdPartySources } from "../content/measurement.ts";
import { stripLang } from "../shared/lang.ts";
import { matchPage } from "../shared/route-table.ts";
import { adminHeaders, isAdminPath } from "./admin-page.ts";
import { defaultLocalProxyUrl } from "./config.ts";
import { noThirdParty, pagePolicy, resourcePolicy } from "./csp.ts";
import { type Encoding, etagMatches, preferredEncoding } from "./negotiation.ts";
import { securityHeaders } from "./security-headers.ts";

/** A pre-rendered page's query parameters it reads while rendering (shared/route-table.ts). */
const queryOf = (urlPath: string) => matchPage(stripLang(urlPath))?.page.query ?? [];

/** Whether the request's query names a parameter the page renders: then the file cannot answer it. */
function asksForRendering(file: StaticFile, query: string): boolean {
  if (file.query.length === 0 || query === "") return false;
  const params = new URLSearchParams(query);
  return file.query.some((name) => params.has(name));
}

interface StaticFile {
  bodies: Partial<Record<Encoding, Buffer>>;
  /** The encodings held, for negotiation. */
  encodings: Encoding[];
  /** Full response headers per encoding (Content-Length included). */
  headers: Partial<Record<Encoding, OutgoingHttpHeaders>>;
  etag: string;
  /** Headers of a 304 answer. */
  notModified: OutgoingHttpHeaders;
  /** Query parameters the page renders (a filter, a subject): with any of them it is rendered on demand. */
  query: readonly string[];
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
  thirdParty: ThirdPartySources = noThirdParty,
  /** The headers of the content editor's files (server/admin-page.ts). */
  admin: Readonly<Record<string, string>> = adminHeaders(defaultLocalProxyUrl),
): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  const all = await listFiles(clientDir);
  const present = new Set(all);
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    const ext = path.extname(file);
    const urlPath = urlPathOf(relative);
    const identity = await readFile(file);
    const bodies: StaticFile["bodies"] = { identity };
    if (present.has(`${file}.br`)) bodies.br = await readFile(`${file}.br`);
    if (present.has(`${file}.gz`)) bodies.gzip = await readFile(`${file}.gz`);

    const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
    const common: OutgoingHttpHeaders = {
      ...securityHeaders,
      "Content-Security-Policy":
        ext === ".html" ? pagePolicy(cspHashes[relative] ?? [], thirdParty) : resourcePolicy,
      "Content-Type": types[ext] ?? "application/octet-stream",
      "Cache-Control": cacheControlFor(urlPath, ext),
      ETag: etag,
      Vary: "Accept-Encoding",
      ...(isAdminPath(urlPath) ? admin : {}),
    };
    const headers: StaticFile["headers"] = {};
    for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
      headers[encoding] = {
        ...common,
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        "Content-Length": body.byteLength,
      };
    }
    const encodings = Object.keys(bodies) as Encoding[];
    const query = ext === ".html" ? queryOf(urlPath) : [];
    files.set(urlPath, { bodies, encodings, headers, etag, notModified: common, query });
  }
  return files;
}

/**
 * Answers a GET or HEAD for a known static file and returns true, or returns
 * false (the request then goes on to the application).
 */
export function serveStatic(
  files: StaticFiles,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const file = files.get(pathname);
  if (!file) return false;
  if (queryAt !== -1 && asksForRendering(file, url.slice(queryAt + 1))) return false;

  if (etagMatches(request.headers["if-none-match"], file.etag)) {
    response.writeHead(304, file.notModified);
    response.end();
    return true;
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"], file.encodings);
  response.writeHead(200, file.headers[encoding]);
  response.end(request.method === "HEAD" ? undefined : file.bodies[encoding]);
  return true;
}
