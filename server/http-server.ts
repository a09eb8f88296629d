/**
 * The Node HTTP server: pre-rendered pages and assets are answered straight
 * from memory (see static-files.ts); everything else (API, redirects, pages
 * rendered on demand) goes to the Hono application.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { ServerConfig } from "./config.ts";
import type { Logger } from "./log.ts";
import { pathLimits } from "./request-path.ts";
import { type StaticFiles, serveStatic } from "./static-files.ts";

/** How long an upload the server already answered (413) is read and discarded. */
const DISCARD_UPLOAD_MS = 2000;

export interface HttpServerOptions {
  app: Hono;
  files: StaticFiles;
  timeouts: ServerConfig["http"];
  /** One structured line per request, when set. */
  log?: Logger;
}

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

/**
 * The path as the request log keeps it: without the query (it may carry
 * tokens), and cut at the longest path the server looks at, so a 16 KB
 * request line does not become a 16 KB log line.
 */
function loggedPath(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.length > pathLimits.length ? `${path.slice(0, pathLimits.length)}…` : path;
}

export function createHttpServer({ app, files, timeouts, log }: HttpServerOptions): Server {
  const appListener = getRequestListener(app.fetch);
  return createServer(
    {
      // A client gets this long to send its headers, and this long for the
      // whole request; Node checks both once per connectionsCheckingInterval.
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
      // Longer than a load balancer's idle timeout, so the balancer, not us,
      // closes idle connections and never sends on one we just closed.
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    },
    (request, response) => {
      if (log) {
        const started = performance.now();
        response.once("finish", () => {
          log.info("request", {
            method: request.method,
            path: loggedPath(request.url ?? ""),
            status: response.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
          });
        });
      }
      if (serveStatic(files, request, response)) return;
      response.once("finish", () => discardRestOfUpload(request));
      appListener(request, response);
    },
  );
}
