/**
 * The HTTP application behind the static files (server/http-server.ts):
 * security headers on everything, redirects, health, the API, then React
 * Router for whatever is left (unknown paths → 404 page, data requests of
 * client navigations).
 */

import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { FormPosts } from "../common/forms/page-post.ts";
import { dictionaries } from "../common/i18n/dictionaries/index.ts";
import type { ThirdPartySources } from "../content/measurement.ts";
import { redirectTarget } from "../shared/redirects.ts";
import { type FormPagePosts, fromThisSite } from "./api/form-page-posts.ts";
import { requestLang } from "./api/lang.ts";
import { newNonce, nonceSource, pagePolicy } from "./csp.ts";
import type { Logger } from "./log.ts";
import type { Readiness } from "./readiness.ts";
import { applySecurityHeaders } from "./security-headers.ts";

export interface AppOptions {
  build: ServerBuild;
  /** The JSON API (forms, unsubscribe, reviews), answered before pages. */
  api?: Hono;
  /** Forms posted by the browser to their page: the pages' actions hand them over. */
  pagePosts?: FormPagePosts;
  /** Whether this instance should get traffic; /readyz reports it (503 unless ready). */
  readiness?: () => Promise<Readiness>;
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

/** A load-context key the build's server entry exports (the CSP nonce, the form intake). */
function contextOf<T>(build: ServerBuild, name: "cspNonce" | "formPosts"): RouterContext<T> {
  const entry: object = build.entry.module;
  const context: unknown = name in entry ? Reflect.get(entry, name) : undefined;
  if (typeof context !== "object" || context === null) {
    throw new Error(`the build's server entry (app/entry.server.tsx) does not export ${name}`);
  }
  return context as RouterContext<T>;
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function createApp({ build, api, pagePosts, readiness, log, thirdParty }: AppOptions): Hono {
  const app = new Hono();
  const renderPage = createRequestHandler(build, "production");
  const cspNonce = contextOf<string>(build, "cspNonce");
  const formPosts = contextOf<FormPosts | null>(build, "formPosts");

  /** Renders on demand; HTML gets a policy that allows only the scripts carrying this response's nonce. */
  async function renderOnDemand(c: Context): Promise<Response> {
    const nonce = newNonce();
    const peer = peerAddress(c);
    const posts: FormPosts | null = pagePosts
      ? { submit: (request, form, lang) => pagePosts({ request, form, lang, peer }) }
      : null;
    const response = await renderPage(
      c.req.raw,
      new RouterContextProvider(
        new Map<RouterContext<unknown>, unknown>([
          [cspNonce, nonce],
          [formPosts, posts],
        ]),
      ),
    );
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.startsWith("text/html")) return response;
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", pagePolicy([nonceSource(nonce)], thirdParty));
    headers.set("Cache-Control", "no-store");
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

  // The process answers: all a supervisor needs to know it need not restart it.
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });

  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!readiness) return c.json({ status: "ready" });
    const state = await readiness();
    return c.json(state, state.status === "ready" ? 200 : 503);
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
    // A page takes a post (its form) only from this site.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !fromThisSite(c.req.raw)) {
      c.header("Cache-Control", "no-store");
      return c.text(dictionaries[requestLang(c.req.raw)].formApi.crossSite, 403);
    }
    return renderOnDemand(c);
  });

  app.onError((error, c) => {
    log.error("unhandled", { path: c.req.path }, error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
