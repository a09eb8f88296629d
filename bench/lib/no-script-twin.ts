/**
 * Every page's no-JavaScript twin: a copy of the build's client files in which
 * each HTML page has lost every <script> and <link rel=modulepreload> (nothing
 * else changes), served by the server's own static-file code with its headers.
 * What a page costs beyond its twin is what its JavaScript costs.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { clientDir } from "../../server/build-layout.ts";
import { loadConfig } from "../../server/config.ts";
import { createHttpServer } from "../../server/http-server.ts";
import { loadStaticFiles } from "../../server/static-files.ts";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/** The same HTML without any script or module preload. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
}

export interface TwinServer {
  /** http://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

/**
 * Copies the build without scripts into a temporary folder and serves it on `port` (0: any
 * free one). The not-found page is rendered on demand, not built: pass the HTML the server
 * answered for unknown addresses, by address, to have their twins answered there.
 */
export async function startTwinServer(
  port = 0,
  notFoundPages: ReadonlyMap<string, string> = new Map(),
): Promise<TwinServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "no-script-twin-"));
  await cp(clientDir, dir, { recursive: true });
  const pages = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(dir, page);
    const html = Buffer.from(withoutScripts(await readFile(file, "utf8")));
    await writeFile(file, html);
    // The server prefers the build's pre-compressed bodies: they must match.
    await writeFile(`${file}.br`, brotliCompressSync(html));
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  // No inline script is left, so no page needs a hash in its CSP.
  const files = await loadStaticFiles(dir, {});
  const app = new Hono();
  for (const [pagePath, html] of notFoundPages) {
    app.get(pagePath, (c) => c.html(withoutScripts(html), 404));
  }
  const server = createHttpServer({ app, files, timeouts: loadConfig().http });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
