/**
 * Whole-site quality checks on the raw HTML every crawler sees: valid HTML,
 * structured data, links, sitemap, hreflang, titles and images.
 */
import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { site } from "../../content/site.ts";
import { expect, test } from "../support/fixtures.ts";
import { jsonLdBlocks } from "../support/html.ts";
import { indexedPages, sitePages } from "../support/site-pages.ts";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as <meta/> and camel-cased attribute names; both are valid HTML.
    "void-style": "off",
    "attr-case": "off",
    "no-inline-style": "off",
    // React's generated ids (useId, streaming boundaries) are valid HTML5 ids,
    // and it writes boolean attributes as hidden="".
    "valid-id": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Accessible UI primitives (Radix) put ARIA roles such as region on divs, as ARIA allows.
    "prefer-native-element": "off",
  },
});

const htmlCache = new Map<string, string>();
async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const cached = htmlCache.get(path);
  if (cached) return cached;
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  htmlCache.set(path, html);
  return html;
}

type Json = { [key: string]: unknown };

/** Required properties per schema.org type (Google's rich-result requirements where they exist). */
const requiredProperties: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  LocalBusiness: ["name", "address", "telephone", "openingHoursSpecification", "geo"],
  BreadcrumbList: ["itemListElement"],
  Service: ["name", "provider", "areaServed"],
  BlogPosting: ["headline", "author", "datePublished", "image", "publisher"],
  FAQPage: ["mainEntity"],
  HowTo: ["name", "step"],
  CreativeWork: ["name", "creator"],
};

function attributeValues(html: string, tag: string, attribute: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*\\s${attribute}="([^"]*)"`, "g");
  return [...html.matchAll(pattern)].map(([, value = ""]) => value.replaceAll("&amp;", "&"));
}

test.describe("site quality", () => {
  test("every page is valid HTML", async ({ request }) => {
    for (const { path } of sitePages) {
      const report = await validator.validateString(await pageHtml(request, path));
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${path} ${message.ruleId}: ${message.message}`),
      );
      expect(messages).toEqual([]);
    }
  });

  test("every JSON-LD block parses and has the required properties of its type", async ({
    request,
  }) => {
    const seen = new Set<string>();
    for (const { path } of sitePages) {
      for (const block of jsonLdBlocks(await pageHtml(request, path))) {
        expect(block["@context"], path).toBe("https://schema.org");
        const type = String(block["@type"]);
        seen.add(type);
        for (const property of requiredProperties[type] ?? ["name"]) {
          expect(block[property], `${path}: ${type}.${property}`).toBeTruthy();
        }
        if (type === "BreadcrumbList") {
          const items = block.itemListElement as Json[];
          items.forEach((item, index) => {
            expect(item.position).toBe(index + 1);
            expect(String(item.item)).toMatch(new RegExp(`^${site.url}`));
          });
        }
      }
    }
    // A LocalBusiness is read by its address: none while the address is a sample.
    const expected = [
      "Organization",
      "BreadcrumbList",
      ...(site.address.sample ? [] : ["LocalBusiness"]),
    ];
    for (const type of expected) expect(seen).toContain(type);
    if (site.address.sample) expect(seen).not.toContain("LocalBusiness");
  });

  test("every internal link and #fragment resolves without a redirect", async ({ request }) => {
    const targets = new Map<string, string>();
    for (const { path } of sitePages) {
      for (const href of attributeValues(await pageHtml(request, path), "a", "href")) {
        if (!href.startsWith("/") && !href.startsWith("#")) continue;
        targets.set(href.startsWith("#") ? `${path}${href}` : href, path);
      }
    }
    for (const [href, from] of targets) {
      const url = new URL(href, "http://site");
      const response = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
      expect(response.status(), `${href} linked from ${from}`).toBe(200);
      if (url.hash && response.headers()["content-type"]?.startsWith("text/html")) {
        const id = decodeURIComponent(url.hash.slice(1));
        expect(await response.text(), `${href} linked from ${from}`).toContain(`id="${id}"`);
      }
    }
  });

  test("the sitemap lists exactly the pre-rendered pages meant for search, and the others say noindex", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => loc).sort();
    const expected = indexedPages
      .map(({ path }) => `${site.url}${path === "/" ? "/" : path}`)
      .sort();
    expect(locs).toEqual(expected);
    const indexed = new Set(indexedPages.map(({ path }) => path));
    for (const { path } of sitePages) {
      const robots = (await pageHtml(request, path)).match(
        /<meta name="robots" content="([^"]*)"/,
      )?.[1];
      expect(robots, path).toBe(indexed.has(path) ? undefined : "noindex");
    }
  });

  test("hreflang alternates of indexed pages are reciprocal and canonicals point at themselves", async ({
    request,
  }) => {
    for (const { path, lang } of indexedPages) {
      const html = await pageHtml(request, path);
      // Attributes in either order, their names in either case (React writes hrefLang).
      const alternates = new Map(
        [...html.matchAll(/<link rel="alternate"[^>]*>/g)]
          .map(([tag]) => [/hreflang="([^"]+)"/i.exec(tag)?.[1], /href="([^"]+)"/.exec(tag)?.[1]])
          .filter((pair): pair is [string, string] => pair.every(Boolean)),
      );
      const self = `${site.url}${path === "/" ? "/" : path}`;
      expect(alternates.get(lang), path).toBe(self);
      for (const [hreflang, href] of alternates) {
        if (hreflang === "x-default") continue;
        const otherPath = href.slice(site.url.length) || "/";
        const other = await pageHtml(request, otherPath);
        const back = [...other.matchAll(/<link rel="alternate"[^>]*>/g)].some(
          ([tag]) =>
            new RegExp(`hreflang="${lang}"`, "i").test(tag) && tag.includes(`href="${self}"`),
        );
        expect(back, `${otherPath} links back to ${path}`).toBe(true);
      }
    }
  });

  test("titles and descriptions are unique and of a sensible length", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path } of sitePages) {
      const html = await pageHtml(request, path);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(title.length, `title of ${path}: ${title}`).toBeGreaterThanOrEqual(15);
      expect(title.length, `title of ${path}: ${title}`).toBeLessThanOrEqual(70);
      expect(description.length, `description of ${path}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `description of ${path}`).toBeLessThanOrEqual(170);
      expect(titles.get(title), `title of ${path} repeats`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path} repeats`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test("every image has alt text and dimensions", async ({ request }) => {
    for (const { path } of sitePages) {
      const html = await pageHtml(request, path);
      for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
        expect(img, path).toMatch(/\salt="/);
        expect(img, path).toMatch(/\swidth="\d+"/);
        expect(img, path).toMatch(/\sheight="\d+"/);
      }
    }
  });
});
