/**
 * The Node HTTP server: pre-rendered pages and assets are answered straight
 * from memory (see static-files.ts); everything else (API, redirects, pages
 * rendered on demand) goes to the Hono application.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { ServerConfig } from "./config.ts";
import { resourcePolicy } from "./csp.ts";
import type { Logger } from "./log.ts";
import { pathLimits } from "./request-path.ts";
import { securityHeaders } from "./security-headers.ts";
import { type StaticFiles, serveStatic } from "./static-files.ts";

/** How long an upload the server already answered (413) is read and discarded. */
const DISCARD_UPLOAD_MS = 2000;

export interface HttpServerOptions {
  app: Hono;
  files: StaticFiles;
  timeouts: ServerConfig["http"];
  /** One structured line per request, when set. */
  log?: Logger;
  /** Proxies in front of the server (TRUST_PROXY): with any, their X-Forwarded-Proto is believed. */
  trustProxyHops?: number;
}

/**
 * A Host header as a browser sends it: a host name or IPv4 address, or an
 * IPv6 address in brackets, and an optional port; nothing that could end the
 * authority in a URL ("#", "?", "/", "@", "\\") and so move the path.
 */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether the request's Host (absent on an HTTP/1.0 request) is a plain host[:port]. */
function hasValidHost(request: IncomingMessage): boolean {
  const host = request.headers.host;
  return host === undefined || HOST.test(host);
}

/**
 * Behind a trusted TLS proxy the server sees http://, while the visitor's
 * browser sent https:// (as a form post's Origin says). The request line
 * becomes the absolute address the browser used, which the Hono adapter takes
 * as the request's URL.
 */
function adoptForwardedScheme(request: IncomingMessage): void {
  const forwarded = request.headers["x-forwarded-proto"];
  const scheme = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const host = request.headers.host;
  if ((scheme === "https" || scheme === "http") && host && request.url?.startsWith("/")) {
    request.url = `${scheme}://${host}${request.url}`;
  }
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

/** Each server's responses whose requests are being answered, for a graceful close. */
const answering = new WeakMap<Server, Set<ServerResponse>>();

export function createHttpServer({
  app,
  files,
  timeouts,
  log,
  trustProxyHops = 0,
}: HttpServerOptions): Server {
  const appListener = getRequestListener(app.fetch);
  const inFlight = new Set<ServerResponse>();
  const server = createServer(
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
      // Draining (see closeGracefully): the client, nginx here, sends its next request elsewhere.
      if (!server.listening) response.setHeader("Connection", "close");
      inFlight.add(response);
      response.once("close", () => inFlight.delete(response));
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
      // Checked before anything reads the request's address: once the request line
      // is made absolute (adoptForwardedScheme), the Hono adapter no longer checks it.
      if (!hasValidHost(request)) {
        response.writeHead(400, {
          ...securityHeaders,
          "Content-Security-Policy": resourcePolicy,
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          Connection: "close",
        });
        response.end("Bad Request: the Host header is not a host name.");
        return;
      }
      if (serveStatic(files, request, response)) return;
      response.once("finish", () => discardRestOfUpload(request));
      if (trustProxyHops > 0) adoptForwardedScheme(request);
      appListener(request, response);
    },
  );
  answering.set(server, inFlight);
  return server;
}

/** How often a draining server closes the kept-alive connections that have gone idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and lets the requests in flight finish: their
 * answers, and any from now on, say "Connection: close", so a proxy sends no
 * further request on them; kept-alive connections are closed as soon as they
 * are idle (Node closes only those idle at the moment of close(), and keeps
 * answering on the others). Resolves once every connection is closed, or
 * after graceMs, whichever comes first.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  for (const response of answering.get(server) ?? []) {
    if (!response.headersSent) response.setHeader("Connection", "close");
  }
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const done = () => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    };
    const deadline = setTimeout(done, graceMs);
    server.close(done);
  });
}
