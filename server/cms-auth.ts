/**
 * The editor's GitHub login, on the site's own origin: Decap CMS opens
 * /api/cms/auth in a small window, which goes to GitHub's consent page; GitHub
 * sends the person back to /api/cms/callback with a code, which this server
 * exchanges for a token with the OAuth app's secret (it never reaches the
 * browser), and the window hands the token to the editor that opened it, in
 * Decap's words ("authorization:github:success:{…}"), then closes. GitHub
 * decides who may edit: whoever may push to the repository.
 *
 * A state value in a short-lived cookie ties the callback to the login that
 * started it, so another site cannot hand an editor a token of its choosing.
 * Anyone can start a login, though, and each callback with its state makes
 * this server ask GitHub, with the app's secret: so every request to /api/cms/
 * counts against its address's allowance (CMS_LOGIN_LIMITS), and beyond it is
 * answered 429 without a cookie or a call to GitHub.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { requestClientKey } from "./api/client-address.ts";
import {
  type AddressLimiter,
  type AddressLimits,
  createAddressLimiter,
  memoryCounters,
} from "./api/rate-limit.ts";
import { newNonce, nonceSource } from "./csp.ts";

export interface GithubApp {
  clientId: string;
  clientSecret: string;
}

/** Exchanges a code for a token: GitHub's endpoint, or a stand-in in the tests. */
export type TokenExchange = (body: Record<string, string>) => Promise<Response>;

const AUTHORIZE = "https://github.com/login/oauth/authorize";
const githubExchange: TokenExchange = (body) =>
  fetch("https://github.com/login/oauth/access_token", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

/**
 * Login requests per client address (IPv6: per /64) and per IPv6 /48, per
 * minute: a login is two (here, then back from GitHub), so an editor has room
 * for a few attempts, and a stranger gets GitHub asked at most ten times a
 * minute. Counted by each instance in memory: each one makes its own calls.
 */
export const CMS_LOGIN_LIMITS: AddressLimits = { perAddress: 10, perNetwork: 30, windowMs: 60_000 };

export interface CmsAuthLimits {
  /** Proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops?: number;
  /** CMS_LOGIN_LIMITS in this process's memory unless given. */
  limiter?: AddressLimiter;
}

const STATE_COOKIE = "cms_oauth_state";
/** Decap asks for this scope: the editor reads and commits to the repository. */
const SCOPE = "repo";

function sameState(cookie: string | undefined, query: string | undefined): boolean {
  if (!cookie || !query) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(query);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The page in the login window: it tells the editor it is there, and answers
 * the editor's reply (from this site only) with the outcome, as Decap expects.
 */
function handOver(c: Context, siteUrl: string, outcome: "success" | "error", content: object) {
  const nonce = newNonce();
  // JSON in a script: "<" escaped so that no value can close the element.
  const message = JSON.stringify(
    `authorization:github:${outcome}:${JSON.stringify({ provider: "github", ...content })}`,
  ).replaceAll("<", "\\u003c");
  const origin = JSON.stringify(new URL(siteUrl).origin);
  c.header(
    "Content-Security-Policy",
    `default-src 'none'; script-src ${nonceSource(nonce)}; frame-ancestors 'none'`,
  );
  // The window came back from GitHub: it must still be able to reach the editor that opened it.
  c.header("Cross-Origin-Opener-Policy", "unsafe-none");
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  return c.html(
    `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Logowanie do edytora</title></head><body><p>${outcome === "success" ? "Zalogowano. To okno zamknie się samo." : "Logowanie nie powiodło się. Zamknij to okno i spróbuj ponownie."}</p><script nonce="${nonce}">(function(){var origin=${origin};function reply(e){if(e.origin!==origin)return;window.removeEventListener("message",reply);window.opener.postMessage(${message},origin);}if(!window.opener)return;window.addEventListener("message",reply);window.opener.postMessage("authorizing:github",origin);})();</script></body></html>`,
    outcome === "success" ? 200 : 403,
  );
}

export function cmsAuthRoutes(
  siteUrl: string,
  github: GithubApp | undefined,
  exchange: TokenExchange = githubExchange,
  limits: CmsAuthLimits = {},
): Hono {
  const app = new Hono();
  const redirectUri = `${siteUrl}/api/cms/callback`;
  const limiter = limits.limiter ?? createAddressLimiter(CMS_LOGIN_LIMITS, memoryCounters(10_000));

  app.use("/api/cms/*", async (c, next) => {
    const client = requestClientKey(c, limits.trustProxyHops ?? 0);
    const wait = await limiter.address(client, "cms-login");
    if (wait === 0) return next();
    c.header("Cache-Control", "no-store");
    c.header("Retry-After", String(wait));
    return c.json(
      { message: "Too many login attempts from this address: try again shortly." },
      429,
    );
  });

  app.get("/api/cms/auth", (c) => {
    c.header("Cache-Control", "no-store");
    // The login window keeps its link to the editor through GitHub and back.
    c.header("Cross-Origin-Opener-Policy", "unsafe-none");
    if (!github) return c.json({ message: "The editor's GitHub login is not set up." }, 404);
    const state = randomBytes(24).toString("base64url");
    setCookie(c, STATE_COOKIE, state, {
      path: "/api/cms",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      maxAge: 600,
    });
    const url = new URL(AUTHORIZE);
    url.searchParams.set("client_id", github.clientId);
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("scope", SCOPE);
    url.searchParams.set("state", state);
    return c.redirect(url.toString(), 302);
  });

  app.get("/api/cms/callback", async (c) => {
    if (!github) return c.json({ message: "The editor's GitHub login is not set up." }, 404);
    const cookie = getCookie(c, STATE_COOKIE);
    setCookie(c, STATE_COOKIE, "", { path: "/api/cms", maxAge: 0, secure: true, httpOnly: true });
    const code = c.req.query("code");
    if (!sameState(cookie, c.req.query("state")) || !code) {
      return handOver(c, siteUrl, "error", { message: "The login did not start here." });
    }
    try {
      const response = await exchange({
        client_id: github.clientId,
        client_secret: github.clientSecret,
        code,
        redirect_uri: redirectUri,
      });
      const answer: unknown = await response.json();
      const token =
        answer && typeof answer === "object" && "access_token" in answer
          ? answer.access_token
          : undefined;
      if (typeof token !== "string" || !token) {
        return handOver(c, siteUrl, "error", { message: "GitHub gave no token." });
      }
      return handOver(c, siteUrl, "success", { token });
    } catch {
      return handOver(c, siteUrl, "error", { message: "GitHub did not answer." });
    }
  });

  return app;
}
