/**
 * The HTTP application behind the static files (server/http-server.ts):
 * security headers on everything, over-long paths refused at once, redirects,
 * health, the API, then the Astro build's pages rendered per request, and
 * the 404 page for any path none answers, as often as each client's page
 * limit allows.
 */

import { type Context, Hono } from "hono";
import type { ThirdPartySources } from "../content/measurement.ts";
import { type FormPosts, formPostedTo } from "../shared/forms/page-post.ts";
import { dictionaries } from "../shared/i18n/dictionaries/index.ts";
import { langFromPath, stripLang } from "../shared/lang.ts";
import { redirectTarget } from "../shared/redirects.ts";
import { matchPage } from "../shared/route-table.ts";
import { requestClientAddress, requestClientKey } from "./api/client-address.ts";
import { type FormPagePosts, fromThisSite } from "./api/form-page-posts.ts";
import { requestLang } from "./api/lang.ts";
import { newsletterPage } from "./api/newsletter-page.ts";
import { createAddressLimiter, memoryCounters } from "./api/rate-limit.ts";
import { isLoopbackHost, type ServerConfig } from "./config.ts";
import { inlineScriptHashes, pageAsServed, pagePolicy } from "./csp.ts";
import type { Logger } from "./log.ts";
import type { Readiness } from "./readiness.ts";
import { canonicalPath, isOverlong, isSitePath } from "./request-path.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import type { SiteBuild } from "./site-build.ts";
import type { StaticFiles } from "./static-files.ts";

export interface AppOptions {
  build: SiteBuild;
  /** The build's static files: the 404 pages come from them. */
  files: StaticFiles;
  /** The JSON API (forms, unsubscribe, reviews), answered before pages. */
  api?: Hono;
  /** Forms posted by the browser to their page: the pages' actions hand them over. */
  pagePosts?: FormPagePosts;
  /**
   * Whether this instance should get traffic; /readyz reports it (503 unless
   * ready). Asked at every /readyz: the caller keeps it cheap (createReadinessCheck).
   */
  readiness?: () => Promise<Readiness>;
  log: Logger;
  /** The CSP sources of the build's measurement tools. */
  thirdParty?: ThirdPartySources;
  /** How many pages each client may have rendered on demand. */
  pageLimits: ServerConfig["pageRateLimits"];
  /** Proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops: number;
  /** The content editor's own routes (server/admin-page.ts) and its GitHub login (server/cms-auth.ts). */
  admin?: Hono;
}

/**
 * The answer to a path over the limits (server/request-path.ts), without
 * routing or rendering: the API's JSON 404, or the server's own small 404
 * page in the path's language.
 */
function overlong(c: Context, path: string): Response {
  const lang = langFromPath(path);
  if (path.startsWith("/api/")) {
    c.header("Cache-Control", "no-store");
    return c.json({ message: dictionaries[requestLang(c.req.raw)].formApi.notFound }, 404);
  }
  const t = dictionaries[lang].notFound;
  return newsletterPage(c, {
    lang,
    title: t.title,
    sections: [{ lang, heading: t.heading, text: t.description, home: t.home }],
    status: 404,
  });
}

/** The methods a page takes: GET and HEAD, and POST where it has a form; undefined for no page. */
function methodsOf(url: URL): string[] | undefined {
  if (!matchPage(stripLang(url.pathname))) return undefined;
  return formPostedTo(url.pathname, url.searchParams) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

export function createApp(options: AppOptions): Hono {
  const { build, api, pagePosts, readiness, log, thirdParty } = options;
  const app = new Hono();
  // Rendering costs this process's CPU, so each instance counts its own, in memory.
  const pageLimiter = createAddressLimiter(options.pageLimits, memoryCounters());

  /**
   * A post to a page, or a page asked for with a query it shows (a search, a
   * filter, a chosen subject), goes to the pages drawn per request
   * (app/pages/per-request/); anything else is rendered as asked.
   */
  function perRequest(request: Request): Request {
    const url = new URL(request.url);
    const matched = matchPage(stripLang(url.pathname));
    const shown = matched?.page.query ?? [];
    const asksForQuery = shown.some((name) => url.searchParams.has(name));
    // A known page's file is served before the app: an address with a slug that reaches
    // it is one no article or case study has (the per-request page answers it).
    const unknownSlug = matched?.page.id === "blogPost" || matched?.page.id === "caseStudy";
    if (request.method !== "POST" && !asksForQuery && !unknownSlug) return request;
    url.pathname = url.pathname === "/" ? "/per-request" : `/per-request${url.pathname}`;
    // The body goes on unread: the form intake reads it within its limits of size and time.
    // A streamed body needs `duplex`, which the DOM typings do not list yet.
    const init: RequestInit & { duplex: "half" } = {
      method: request.method,
      headers: request.headers,
      body: request.method === "POST" ? request.body : null,
      duplex: "half",
    };
    return new Request(url, init);
  }

  /** The site's 404 page in the path's language, with its status. */
  function notFound(path: string): Response {
    const file = options.files.get(langFromPath(path) === "en" ? "/en/404" : "/404.html");
    const body = file?.bodies.identity;
    if (!file || !body) return new Response("Not Found", { status: 404 });
    const headers = new Headers();
    for (const [name, value] of Object.entries(file.headers.identity ?? {})) {
      if (value !== undefined) headers.set(name, String(value));
    }
    headers.set("Cache-Control", "no-store");
    return new Response(new Uint8Array(body), { status: 404, headers });
  }

  /**
   * Renders on demand: a page that must be rendered per request, with the form
   * intake lent to it, its inline scripts allowed by their hashes as in a
   * pre-rendered page (only the build writes scripts); any other path is not found.
   */
  async function renderOnDemand(c: Context): Promise<Response> {
    const client = requestClientKey(c, options.trustProxyHops);
    const formPosts: FormPosts | null = pagePosts
      ? { submit: (request, form, lang) => pagePosts({ request, form, lang, client }) }
      : null;
    const response = await build.render(perRequest(c.req.raw), { formPosts });
    if (!response) return notFound(new URL(c.req.url).pathname);
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
    const html = pageAsServed(await response.text());
    const headers = new Headers(response.headers);
    // The page served is not the one rendered: its length is the new text's.
    headers.delete("Content-Length");
    headers.set("Content-Security-Policy", pagePolicy(inlineScriptHashes(html), thirdParty));
    headers.set("Cache-Control", "no-store");
    return new Response(html, {
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

  app.use(async (c, next) => {
    const path = c.req.path;
    if (isOverlong(path)) return overlong(c, path);
    await next();
  });

  // The process answers: all a supervisor needs to know it need not restart it.
  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });

  // The health endpoints are read, never written to.
  app.on(["POST", "PUT", "DELETE", "PATCH"], ["/healthz", "/readyz"], (c) => {
    c.header("Allow", "GET, HEAD");
    c.header("Cache-Control", "no-store");
    return c.body(null, 405);
  });

  /**
   * Every check for this machine (the units' start-up probe, an operator's
   * curl); anyone else, through the proxy too, learns only whether the
   * instance is ready, as often as the page limit allows.
   */
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const local = isLoopbackHost(requestClientAddress(c, options.trustProxyHops));
    if (!local) {
      const wait = await pageLimiter.address(
        requestClientKey(c, options.trustProxyHops),
        "readiness",
      );
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return c.json({ status: "too many requests" }, 429);
      }
    }
    const state = readiness ? await readiness() : undefined;
    const status = state?.status ?? "ready";
    return c.json(local && state ? state : { status }, status === "ready" ? 200 : 503);
  });

  if (options.admin) app.route("/", options.admin);

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
    // Any method on a path that is no page is not found; a page names what it takes.
    const allowed = methodsOf(url);
    if (!allowed && c.req.method !== "GET" && c.req.method !== "HEAD") {
      return notFound(url.pathname);
    }
    if (allowed && !allowed.includes(c.req.method)) {
      c.header("Allow", allowed.join(", "));
      c.header("Cache-Control", "no-store");
      return c.body(null, 405);
    }
    const wait = await pageLimiter.address(requestClientKey(c, options.trustProxyHops), "pages");
    if (wait > 0) {
      const lang = langFromPath(url.pathname);
      const t = dictionaries[lang].tooManyRequests;
      c.header("Retry-After", String(wait));
      return newsletterPage(c, {
        lang,
        title: t.heading,
        sections: [{ lang, heading: t.heading, text: t.text, home: t.home }],
        status: 429,
      });
    }
    return renderOnDemand(c);
  });

  app.onError((error, c) => {
    log.error("unhandled", { path: c.req.path }, error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}
