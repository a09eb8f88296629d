import { site } from "../../content/site.ts";
import { posts } from "../support/blog-data.ts";
import { expect, expectNoAxeViolations, test, waitForPageScript } from "../support/fixtures.ts";
import { jsonLdBlocks } from "../support/html.ts";
import { sitePages } from "../support/site-pages.ts";

/** An article written in Polish only, in either language's URL. */
function isPolishOnlyArticle(path: string): boolean {
  const slug = path.match(/^(?:\/en)?\/blog\/([^/]+)$/)?.[1];
  return posts.some((post) => post.slug === slug && post.polishOnly);
}

/** English pages of Polish-only articles point their canonical at the Polish original. */
function canonicalPathOf(path: string): string {
  return isPolishOnlyArticle(path) && path.startsWith("/en/") ? path.slice("/en".length) : path;
}

function attr(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

for (const { path, lang } of sitePages) {
  test.describe(`${path}`, () => {
    test("raw HTML already holds the heading, title, description, canonical, hreflang and JSON-LD", async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(attr(html, /<title>([^<]+)<\/title>/)?.length).toBeGreaterThan(10);
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
        `${site.url}${path === "/" ? "/" : canonicalPathOf(path)}`,
      );
      // A Polish-only article offers no English alternate (its /en page is noindex).
      const alternates = isPolishOnlyArticle(path)
        ? ["pl", "x-default"]
        : ["pl", "en", "x-default"];
      // Attribute names are case-insensitive: React writes hrefLang, Astro hreflang.
      for (const hreflang of alternates) {
        expect(html).toMatch(new RegExp(`hreflang="${hreflang}"`, "i"));
      }
      expect(html).toContain('property="og:title"');
      const blocks = jsonLdBlocks(html);
      expect(blocks.length).toBeGreaterThan(0);
      for (const data of blocks) {
        expect(data["@context"]).toBe("https://schema.org");
        expect(data["@type"]).toBeTruthy();
      }
      if (path === "/" || path === "/en") {
        expect(html).toContain('"@type":"Organization"');
        // A LocalBusiness is read by its address: none while the address is a sample.
        if (site.address.sample) expect(html).not.toContain('"@type":"LocalBusiness"');
        else expect(html).toContain('"@type":"LocalBusiness"');
      } else {
        expect(html).toContain('"@type":"BreadcrumbList"');
      }
    });

    // The one accessibility check of every page as it first appears, once the app is live;
    // other suites run axe again only after they change what the page shows.
    test("renders its heading in the browser with no axe violations", async ({ page }) => {
      await page.goto(path);
      await waitForPageScript(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectNoAxeViolations(page);
    });
  });
}
