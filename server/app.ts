/**
 * The HTTP application behind the static files (server/http-server.ts):
 * security headers on everything, redirects, health, the API, then React
 * Router for whatever is left (unknown paths → 404 page, data requests of
 * client navigations).
 */
import { Hono } from "hono";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { dictionaries } from "../common/i18n/dictionaries/index.ts";
import type { ThirdPartySources } from "../content/measurement.ts";
import { redirectTarget } from "../shared/redirects.ts";
import { requestLang } from "./api/lang.ts";
import { newNonce, nonceSource, pagePolicy } from "./csp.ts";
import type { Logger } from "./log.ts";
import { applySecurityHeaders } from "./security-headers.ts";

export interface AppOptions {
  build: ServerBuild;
  /** The JSON API (forms, unsubscribe, reviews), answered before pages. */
  api?: Hono;
  /** Whether the database answers; /healthz reports it. */
  healthy?: () => Promise<boolean>;
  log: Logger;
  /** The CSP sources of the build's measurement tools. */
  thirdParty?: ThirdPartySources;
}

/**
 * A path on this site. "//host/x" and "/\host/x" are not: as a Location,
 * browsers read them as another site's address.
 */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/** "/uslugi/" → "/uslugi", "//uslugi" → "/uslugi"; undefined when the path is already so. */
function canonicalPath(pathname: string): string | undefined {
  const canonical = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
  return canonical === pathname ? undefined : canonical;
}

/** The load-context key through which the build's server entry takes the CSP nonce. */
function nonceContextOf(build: ServerBuild): RouterContext<string> {
  const entry: object = build.entry.module;
  const context = "cspNonce" in entry ? entry.cspNonce : undefined;
  if (typeof context !== "object" || context === null) {
    throw new Error("the build's server entry (app/entry.server.tsx) does not export cspNonce");
  }
  return context;
}

export function createApp({ build, api, healthy, log, thirdParty }: AppOptions): Hono {
  const app = new Hono();
  const renderPage = createRequestHandler(build, "production");
  const cspNonce = nonceContextOf(build);

  /**
   * Renders on demand; HTML gets a policy that allows only the scripts
   * carrying this response's nonce. No page has an action, so React Router
   * answers 405 to any method but GET and HEAD: the answer names those two.
   */
  async function renderOnDemand(request: Request): Promise<Response> {
    const nonce = newNonce();
    const response = await renderPage(
      request,
      new RouterContextProvider(new Map([[cspNonce, nonce]])),
    );
    const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    const refused = response.status === 405;
    if (!isPage && !refused) return response;
    const headers = new Headers(response.headers);
    if (refused) headers.set("Allow", "GET, HEAD");
    if (isPage) {
      headers.set("Content-Security-Policy", pagePolicy([nonceSource(nonce)], thirdParty));
      headers.set("Cache-Control", "no-store");
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }

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
    const target = redirectTarget(url.pathname) ?? canonicalPath(url.pathname);
    // Every redirect stays on the site: a Location such as "//host/x" would leave it.
    if (target !== undefined && isSitePath(target)) {
      return c.redirect(`${target}${url.search}`, 301);
    }
    return renderOnDemand(c.req.raw);
  });

  app.onError((error, c) => {
    log.error("unhandled", { path: c.req.path }, error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
