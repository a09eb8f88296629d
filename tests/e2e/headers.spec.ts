import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { expect, recordCspViolations, test, waitForPageScript } from "../support/fixtures.ts";
import { observatoryGrade } from "../support/observatory.ts";

const required = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

async function firstAssetPath(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  if (!asset) throw new Error("no asset found in the home page");
  return asset;
}

test.describe("security and caching headers", () => {
  test("pages, assets, 404s, redirects and health checks all carry the security headers", async ({
    request,
  }) => {
    const asset = await firstAssetPath(request);
    for (const path of [
      "/",
      "/en/kontakt",
      asset,
      "/nie-ma",
      "/uslugi/seo",
      "/healthz",
      "/sitemap.xml",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      for (const name of required) expect(headers[name], `${name} on ${path}`).toBeTruthy();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  test("pages, assets and errors grade A+ under the Mozilla Observatory header rules", async ({
    request,
  }) => {
    const asset = await firstAssetPath(request);
    for (const path of ["/", "/en/uslugi", "/nie-ma", asset, "/healthz"]) {
      const result = observatoryGrade((await request.get(path)).headers());
      expect(result.grade, `${path}: ${result.score} ${result.findings.join(", ")}`).toBe("A+");
      expect(result.findings).toContain("x-frame-options-implemented-via-csp");
    }
  });

  test("the Observatory grading marks down weak headers", () => {
    expect(observatoryGrade({}).grade).not.toBe("A+");
    expect(
      observatoryGrade({
        "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
        "strict-transport-security": "max-age=63072000; preload",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
      }).grade,
    ).not.toBe("A+");
  });

  test("the page CSP allows inline scripts by their hashes, never by 'unsafe-inline' or a nonce", async ({
    request,
  }) => {
    // A pre-rendered page, the 404 page and a page rendered on demand (a search).
    for (const path of ["/", "/nie-ma", "/blog?q=logo"]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(scriptSrc, path).not.toContain("'nonce-");
      expect(scriptSrc, path).toContain("'sha256-");
      expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();
    }
  });

  test("a pre-rendered page, the next one, the 404 page and a page rendered on demand all run their islands under the strict policy", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const home = await page.goto("/");
    expect(home?.headers()["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[^' ]+')+ 'strict-dynamic'/,
    );
    await waitForPageScript(page);
    // An island loads its modules from a script the page's trusted scripts added.
    await page.getByRole("textbox", { name: dictionaries.pl.newsletter.email }).focus();
    await expect(page.locator("astro-island[component-url*=newsletter]")).not.toHaveAttribute(
      "ssr",
    );
    await page
      .getByRole("navigation", { name: dictionaries.pl.header.mainNav })
      .getByRole("link", { name: dictionaries.pl.nav.services })
      .click();
    await expect(page.locator("h1")).toHaveText(dictionaries.pl.pages.services.heading);
    await waitForPageScript(page);
    const missing = await page.goto("/nie-ma-takiej-strony");
    expect(missing?.status()).toBe(404);
    await waitForPageScript(page);
    const searched = await page.goto("/blog?q=logo");
    expect(searched?.headers()["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[^' ]+')+ 'strict-dynamic'/,
    );
    await waitForPageScript(page);
    await page.getByRole("combobox", { name: dictionaries.pl.blog.searchLabel }).focus();
    await expect(page.locator("astro-island[component-url*=blog-listing]")).not.toHaveAttribute(
      "ssr",
    );
    expect(await violations()).toEqual([]);
  });

  test("hashed assets are cached for a year and HTML revalidates", async ({ request }) => {
    const asset = await firstAssetPath(request);
    expect((await request.get(asset)).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await request.get("/uslugi")).headers()["cache-control"]).toContain("max-age=0");
  });

  test("text is served pre-compressed with brotli or gzip as the client asks", async ({
    request,
  }) => {
    const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
  });

  test("an unchanged page answers 304 to a conditional request", async ({ request }) => {
    const first = await request.get("/zespol");
    const etag = first.headers().etag ?? "";
    const second = await request.get("/zespol", { headers: { "If-None-Match": etag } });
    expect(second.status()).toBe(304);
  });

  test("the health check reports ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("sitemap lists every page in both languages with alternates, robots names it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://odracreative.pl/uslugi</loc>");
    expect(sitemap).toContain("<loc>https://odracreative.pl/en/uslugi</loc>");
    expect(sitemap).toContain('hreflang="x-default" href="https://odracreative.pl/uslugi"');
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://odracreative.pl/sitemap.xml");
  });
});
