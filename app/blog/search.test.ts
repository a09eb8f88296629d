import { describe, expect, it } from "vitest";
import { categories } from "#content/blog/categories.ts";
import { posts } from "#content/blog/posts.ts";
import type { PostSummary } from "#content/blog/types.ts";
import { languages } from "#shared/lang.ts";
import { filterPosts, matchesQuery, relatedPosts, SEARCH_SUGGESTIONS } from "./search.ts";

function post(overrides: Partial<PostSummary> & Pick<PostSummary, "slug">): PostSummary {
  return {
    id: overrides.slug,
    title: { pl: `Tytuł ${overrides.slug}`, en: `Title ${overrides.slug}` },
    excerpt: { pl: "Krótki opis wpisu.", en: "A short description." },
    author: "tomasz-nowicki",
    category: "branding",
    tags: [],
    publishedAt: "2025-08-01T09:00:00+02:00",
    updatedAt: "2025-08-01T09:00:00+02:00",
    readTime: 12,
    featuredImage: "/blog/default-banner.svg",
    featured: false,
    polishOnly: false,
    ...overrides,
  };
}

const logo = post({
  slug: "logo",
  title: { pl: "Ile kosztuje LOGO?", en: "How much is a logo?" },
  tags: ["branding", "Szczecin"],
  publishedAt: "2025-08-28T09:00:00+02:00",
  featured: true,
});
const ads = post({
  slug: "ads",
  category: "marketing",
  author: "karolina-zielinska",
  excerpt: { pl: "Błędy w kampaniach Google Ads.", en: "Google Ads mistakes." },
  tags: ["SEO", "Szczecin"],
  publishedAt: "2025-08-30T09:00:00+02:00",
});
const roi = post({
  slug: "roi",
  category: "marketing",
  author: "karolina-zielinska",
  tags: ["ROI"],
  publishedAt: "2025-09-03T09:00:00+02:00",
  featured: true,
});
const apps = post({
  slug: "apps",
  category: "web-design",
  publishedAt: "2025-09-06T09:00:00+02:00",
});
const all = [logo, ads, roi, apps];

describe("blog search", () => {
  it("matches the title in the current language, case-insensitively", () => {
    expect(matchesQuery(logo, "logo", "pl")).toBe(true);
    expect(matchesQuery(logo, "how MUCH", "en")).toBe(true);
    expect(matchesQuery(logo, "how much", "pl")).toBe(false);
  });

  it("matches the excerpt, tags and the author's name", () => {
    expect(matchesQuery(ads, "google ads", "pl")).toBe(true);
    expect(matchesQuery(ads, "seo", "en")).toBe(true);
    expect(matchesQuery(ads, "zielińska", "pl")).toBe(true);
    expect(matchesQuery(ads, "nowicki", "pl")).toBe(false);
  });

  it("lists matches newest first, filtered by category and by the featured view", () => {
    expect(
      filterPosts(all, { query: "", category: null, view: "grid" }, "pl").map((p) => p.slug),
    ).toEqual(["apps", "roi", "ads", "logo"]);
    expect(
      filterPosts(all, { query: "", category: "marketing", view: "list" }, "pl").map((p) => p.slug),
    ).toEqual(["roi", "ads"]);
    expect(
      filterPosts(all, { query: "", category: null, view: "featured" }, "pl").map((p) => p.slug),
    ).toEqual(["roi", "logo"]);
    expect(
      filterPosts(all, { query: "szczecin", category: "branding", view: "grid" }, "pl"),
    ).toEqual([logo]);
    expect(filterPosts(all, { query: "nic takiego", category: null, view: "grid" }, "pl")).toEqual(
      [],
    );
  });
});

describe("related posts", () => {
  it("are other posts sharing the category or a tag, newest first", () => {
    expect(relatedPosts(ads, all).map((p) => p.slug)).toEqual(["roi", "logo"]);
    expect(relatedPosts(apps, all)).toEqual([]);
  });

  it("are at most three", () => {
    const many = Array.from({ length: 6 }, (_, index) =>
      post({ slug: `b${index}`, publishedAt: `2025-07-0${index + 1}T09:00:00+02:00` }),
    );
    expect(relatedPosts(logo, many).map((p) => p.slug)).toEqual(["b5", "b4", "b3"]);
  });
});

describe("the published blog", () => {
  it("finds articles for every suggested search, in both languages", () => {
    for (const lang of languages) {
      for (const query of SEARCH_SUGGESTIONS) {
        const found = filterPosts(posts, { query, category: null, view: "grid" }, lang);
        expect(found.length, `"${query}" (${lang})`).toBeGreaterThan(0);
      }
    }
  });

  it("has articles in every category the index offers as a filter", () => {
    for (const { id } of categories) {
      const found = filterPosts(posts, { query: "", category: id, view: "grid" }, "pl");
      expect(found.length, id).toBeGreaterThan(0);
    }
  });
});
