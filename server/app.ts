/**
 * The HTTP application behind the static files (server/http-server.ts):
 * security headers on everything, redirects, health, the API, then React
 * Router for whatever is left (unknown paths → 404 page, data requests of
 * client navigations).
 */
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { dictionaries } from "../app/i18n/dictionaries/index.ts";
import { redirectTarget } from "../shared/redirects.ts";
import { requestLang } from "./api/lang.ts";
import { inlineScriptHashes, pagePolicy } from "./csp.ts";
import type { Logger } from "./log.ts";
import { applySecurityHeaders } from "./security-headers.ts";

export interface AppOptions {
  build: ServerBuild;
  /** The JSON API (forms, reviews), answered before pages. */
  api?: Hono;
  /** Whether the database answers; /healthz reports it. */
  healthy?: () => Promise<boolean>;
  /** One structured line per request. */
  log?: Logger;
}

/** Pages rendered on demand get a CSP with the hashes of exactly their own inline scripts. */
async function withPagePolicy(response: Response): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html") || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", pagePolicy(inlineScriptHashes(html)));
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export function createApp({ build, api, healthy, log }: AppOptions): Hono {
  const app = new Hono();
  const renderPage = createRequestHandler(build, "production");

  app.use(async (c, next) => {
    await next();
    // Hono may hand back a Response with immutable headers; copy when needed.
    try {
      applySecurityHeaders(c.res.headers);
    } catch {
      c.res = new Response(c.res.body, c.res);
      applySecurityHeaders(c.res.headers);
    }
  });

  if (log) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      // The path only: query strings may carry tokens.
      log.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  }

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (healthy && !(await healthy())) return c.json({ status: "unhealthy" }, 503);
    return c.json({ status: "ok" });
  });

  if (api) {
    app.route("/", api);
    app.all("/api/*", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ message: dictionaries[requestLang(c.req.raw)].formApi.notFound }, 404);
    });
  }

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const target = redirectTarget(url.pathname);
    if (target) return c.redirect(`${target}${url.search}`, 301);
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect(`${url.pathname.replace(/\/+$/, "")}${url.search}`, 301);
    }
    return withPagePolicy(await renderPage(c.req.raw));
  });

  app.onError((error, c) => {
    console.error(
      JSON.stringify({ level: "error", msg: "unhandled", path: c.req.path, error: String(error) }),
    );
    return c.text("Internal Server Error", 500);
  });

  return app;
}
