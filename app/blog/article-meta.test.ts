import { describe, expect, it } from "vitest";
import { posts } from "#content/blog/posts.ts";
import type { Lang } from "#shared/lang.ts";
import { localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import type { HeadTag } from "../seo/head-tags.ts";
import { sitemapXml } from "../seo/sitemap.ts";
import { articleMeta } from "./article-meta.ts";
import { articlePage } from "./article-page.server.ts";

function metaOf(slug: string, lang: Lang): HeadTag[] {
  const page = articlePage(slug, lang);
  if (!page) throw new Error(`no article ${slug}`);
  return articleMeta(page, localizePath(pagePath("blogPost", slug), lang));
}

const robots = (meta: HeadTag[]) => meta.find((tag) => "name" in tag && tag.name === "robots");
const alternates = (meta: HeadTag[]) =>
  meta.flatMap((tag) => ("hrefLang" in tag ? [String(tag.hrefLang)] : []));

const polishOnly = posts.filter((post) => post.polishOnly);
const translated = posts.find((post) => !post.polishOnly);

describe("an article written in Polish only", () => {
  it("exists among the articles, or this check has nothing to hold", () => {
    expect(polishOnly.length).toBeGreaterThan(0);
  });

  for (const post of polishOnly) {
    it(`keeps its /en page out of search and its alternates (${post.slug})`, () => {
      const english = metaOf(post.slug, "en");
      expect(robots(english)).toEqual({ name: "robots", content: "noindex" });
      expect(alternates(english)).toEqual(["pl", "x-default"]);
      const polish = metaOf(post.slug, "pl");
      expect(robots(polish)).toBeUndefined();
      expect(alternates(polish)).toEqual(["pl", "x-default"]);
    });

    it(`is listed in the sitemap in Polish only (${post.slug})`, () => {
      const sitemap = sitemapXml();
      const path = pagePath("blogPost", post.slug);
      expect(sitemap).toContain(`${path}</loc>`);
      expect(sitemap).not.toContain(`/en${path}<`);
      expect(sitemap).not.toContain(`/en${path}"`);
    });
  }
});

describe("an article written in both languages", () => {
  it("is indexed in both and offers each as the other's alternate", () => {
    if (!translated) throw new Error("no translated article");
    for (const lang of ["pl", "en"] as const) {
      const meta = metaOf(translated.slug, lang);
      expect(robots(meta)).toBeUndefined();
      expect(alternates(meta)).toEqual(["pl", "en", "x-default"]);
    }
    const path = pagePath("blogPost", translated.slug);
    expect(sitemapXml()).toContain(`/en${path}</loc>`);
  });
});
