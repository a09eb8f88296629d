import { describe, expect, it } from "vitest";
import type { TokenExchange } from "./cms-auth.ts";
import { cmsAuthRoutes } from "./cms-auth.ts";

const siteUrl = "https://odracreative.pl";
const github = { clientId: "Iv1.client", clientSecret: "secret-of-the-app" };

function exchangeAnswering(answer: object) {
  const calls: Record<string, string>[] = [];
  const exchange: TokenExchange = async (body) => {
    calls.push(body);
    return Response.json(answer);
  };
  return { calls, exchange };
}

/** Starts a login and returns the state GitHub would send back, and its cookie. */
async function startLogin(app: ReturnType<typeof cmsAuthRoutes>) {
  const response = await app.request("/api/cms/auth?provider=github&scope=repo");
  const location = new URL(response.headers.get("location") ?? "");
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { response, location, cookie, state: location.searchParams.get("state") ?? "" };
}

describe("the editor's GitHub login", () => {
  it("sends the editor to GitHub's consent page with a state kept in a short-lived, script-proof cookie", async () => {
    const { response, location, cookie, state } = await startLogin(cmsAuthRoutes(siteUrl, github));
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(
      "https://github.com/login/oauth/authorize",
    );
    expect(location.searchParams.get("client_id")).toBe("Iv1.client");
    expect(location.searchParams.get("redirect_uri")).toBe(
      "https://odracreative.pl/api/cms/callback",
    );
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state.length).toBeGreaterThan(20);
    expect(cookie).toBe(`cms_oauth_state=${state}`);
    const attributes = response.headers.get("set-cookie") ?? "";
    for (const attribute of [
      "HttpOnly",
      "Secure",
      "SameSite=Lax",
      "Path=/api/cms",
      "Max-Age=600",
    ]) {
      expect(attributes).toContain(attribute);
    }
    expect(location.toString()).not.toContain("secret-of-the-app");
  });

  it("exchanges GitHub's code for a token with the app's secret, and hands only the token to the editor on this site", async () => {
    const { calls, exchange } = exchangeAnswering({ access_token: "gho_token123" });
    const app = cmsAuthRoutes(siteUrl, github, exchange);
    const { cookie, state } = await startLogin(app);
    const response = await app.request(`/api/cms/callback?code=abc&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(calls).toEqual([
      {
        client_id: "Iv1.client",
        client_secret: "secret-of-the-app",
        code: "abc",
        redirect_uri: "https://odracreative.pl/api/cms/callback",
      },
    ]);
    const page = await response.text();
    expect(page).toContain(
      'authorization:github:success:{\\"provider\\":\\"github\\",\\"token\\":\\"gho_token123\\"}',
    );
    expect(page).toContain('var origin="https://odracreative.pl"');
    expect(page).not.toContain("secret-of-the-app");
    const nonce = /<script nonce="([^"]+)">/.exec(page)?.[1];
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a callback whose state is not the one this browser started with, without asking GitHub", async () => {
    const { calls, exchange } = exchangeAnswering({ access_token: "gho_token123" });
    const app = cmsAuthRoutes(siteUrl, github, exchange);
    const { cookie } = await startLogin(app);
    const response = await app.request("/api/cms/callback?code=abc&state=forged", {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
    const page = await response.text();
    expect(page).toContain("authorization:github:error:");
    expect(page).not.toContain("gho_token123");
  });

  it("reports GitHub's refusal of the code to the editor", async () => {
    const { exchange } = exchangeAnswering({ error: "bad_verification_code" });
    const app = cmsAuthRoutes(siteUrl, github, exchange);
    const { cookie, state } = await startLogin(app);
    const response = await app.request(`/api/cms/callback?code=old&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("GitHub gave no token.");
  });

  it("limits each address's login requests, and beyond the limit answers 429 without asking GitHub", async () => {
    const { calls, exchange } = exchangeAnswering({ access_token: "gho_token123" });
    const app = cmsAuthRoutes(siteUrl, github, exchange, { trustProxyHops: 1 });
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const start = await app.request("/api/cms/auth", { headers: from("203.0.113.5") });
    expect(start.status).toBe(302);
    const cookie = (start.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    const callback = (address: string) =>
      app.request(`/api/cms/callback?code=abc&state=${state}`, {
        headers: { Cookie: cookie, ...from(address) },
      });
    // The login's first step and nine callbacks fit in the address's ten a minute.
    for (let i = 0; i < 9; i++) expect((await callback("203.0.113.5")).status).toBe(200);
    expect(calls).toHaveLength(9);
    for (const path of ["/api/cms/callback?code=abc&state=x", "/api/cms/auth"]) {
      const refused = await app.request(path, {
        headers: { Cookie: `cms_oauth_state=${state}`, ...from("203.0.113.5") },
      });
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get("retry-after")), path).toBeGreaterThan(0);
      expect(refused.headers.get("cache-control"), path).toBe("no-store");
      expect(refused.headers.get("set-cookie"), path).toBeNull();
    }
    expect((await callback("203.0.113.5")).status).toBe(429);
    expect(calls).toHaveLength(9);
    // Another address is not affected.
    expect((await callback("198.51.100.7")).status).toBe(200);
    expect(calls).toHaveLength(10);
  });

  it("is not there while no GitHub app is set up", async () => {
    const app = cmsAuthRoutes(siteUrl, undefined);
    expect((await app.request("/api/cms/auth")).status).toBe(404);
    expect((await app.request("/api/cms/callback?code=a&state=b")).status).toBe(404);
  });
});
