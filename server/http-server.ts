/**
 * The Node HTTP server: pre-rendered pages and assets are answered straight
 * from memory (see static-files.ts); everything else (API, redirects, pages
 * rendered on demand) goes to the Hono application.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { Logger } from "./log.ts";
import { type StaticFiles, serveStatic } from "./static-files.ts";

/** How long an upload the server already answered (413) is read and discarded. */
const DISCARD_UPLOAD_MS = 2000;

/**
 * After an answer sent before the request body ended (a 413 for an oversized
 * upload), read and discard the rest for a moment before the connection
 * closes: closing with unread data makes the kernel reset the connection, and
 * the client would see a reset instead of the answer. Nothing is kept.
 */
function discardRestOfUpload(request: IncomingMessage): void {
  if (request.complete) return;
  request.removeAllListeners("data");
  request.on("data", () => {});
  request.resume();
  const timer = setTimeout(() => request.destroy(), DISCARD_UPLOAD_MS);
  request.once("end", () => clearTimeout(timer));
  request.once("close", () => clearTimeout(timer));
}

export function createHttpServer(app: Hono, files: StaticFiles, log?: Logger): Server {
  const appListener = getRequestListener(app.fetch);
  return createServer((request, response) => {
    const started = log ? performance.now() : 0;
    const status = serveStatic(files, request, response);
    if (status === undefined) {
      response.once("finish", () => discardRestOfUpload(request));
      appListener(request, response);
      return;
    }
    log?.info("request", {
      method: request.method,
      // The path only: query strings may carry tokens.
      path: request.url?.split("?")[0],
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}
