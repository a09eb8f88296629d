/**
 * The Node HTTP server: pre-rendered pages and assets are answered straight
 * from memory (see static-files.ts); everything else (API, redirects, pages
 * rendered on demand) goes to the Hono application.
 */
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { Logger } from "./log.ts";
import { type StaticFiles, serveStatic } from "./static-files.ts";

export function createHttpServer(app: Hono, files: StaticFiles, log?: Logger): Server {
  const appListener = getRequestListener(app.fetch);
  return createServer((request, response) => {
    const started = log ? performance.now() : 0;
    const status = serveStatic(files, request, response);
    if (status === undefined) {
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
