import { describe, expect, it } from "vitest";
import { categories } from "#content/blog/categories.ts";
import { posts } from "#content/blog/posts.ts";
import type { PostSummary } from "#content/blog/types.ts";
import { languages } from "#shared/lang.ts";
import { loadPostSearch } from "./load-search.ts";
import { filterPosts, relatedPosts, SEARCH_SUGGESTIONS } from "./search.ts";
import { searchDocuments } from "./search-documents.ts";
import { createPostSearch } from "./search-index.ts";

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

/** Bodies by slug: what the search reads besides the summaries. */
const bodies: Record<string, string> = {
  logo: "Znak firmowy to początek. Identyfikacja wizualną całej marki zajmuje kilka tygodni.",
  ads: "Kampania bez śledzenia konwersji przepala budżet: 3000 zł miesięcznie bez jednego leada.",
  roi: "Zwrot z inwestycji liczymy od marży, a nie od przychodu. Brand ma tu znaczenie, kawa też.",
  apps: "Aplikacja webowa z rezerwacjami: logo klienta w nagłówku, płatności i panel administratora.",
};
const find = (query: string, lang: "pl" | "en" = "pl") =>
  createPostSearch(searchDocuments(all, bodies, lang)).search(query);

describe("blog search", () => {
  it("matches the title in the current language, whatever the case", () => {
    expect(find("LOGO")).toContain("logo");
    expect(find("how MUCH", "en")).toEqual(["logo"]);
    expect(find("how much", "pl")).toEqual([]);
  });

  it("matches the excerpt, tags and the author's name", () => {
    expect(find("google ads")).toEqual(["ads"]);
    expect(find("seo", "en")).toEqual(["ads"]);
    expect(find("Zielińska").sort()).toEqual(["ads", "roi"]);
    expect(find("nowicki").sort()).toEqual(["apps", "logo"]);
  });

  it("matches the article's body text", () => {
    expect(find("konwersji")).toEqual(["ads"]);
    expect(find("marży")).toEqual(["roi"]);
    expect(find("panel administratora")).toEqual(["apps"]);
  });

  it("ignores Polish diacritics in the query and in the text", () => {
    expect(find("wizualna")).toEqual(["logo"]);
    expect(find("WIZUALNĄ")).toEqual(["logo"]);
    expect(find("zl")).toEqual(["ads"]);
    expect(find("zł")).toEqual(["ads"]);
    expect(find("marzy")).toEqual(["roi"]);
    expect(find("platnosci")).toEqual(["apps"]);
  });

  it("forgives one typo in a word of five letters or more, but not two and not in shorter words", () => {
    expect(find("kampnia")).toEqual(["ads"]);
    expect(find("rezerwacjami")).toEqual(["apps"]);
    expect(find("rezerwacjamy")).toEqual(["apps"]);
    expect(find("rezerwcjamy")).toEqual([]);
    expect(find("kawa")).toEqual(["roi"]);
    expect(find("kawy")).toEqual([]);
  });

  it("needs every word of the query", () => {
    expect(find("logo płatności")).toEqual(["apps"]);
    expect(find("logo fizyka")).toEqual([]);
  });

  it("ranks posts whose title matches above posts that only mention the word", () => {
    // "logo" is in the logo post's title and in the apps post's body only.
    expect(find("logo")).toEqual(["logo", "apps"]);
    const bodyHeavy = { ...bodies, apps: "logo ".repeat(50) };
    expect(createPostSearch(searchDocuments(all, bodyHeavy, "pl")).search("logo")).toEqual([
      "logo",
      "apps",
    ]);
  });

  it("lists posts newest first without a search, a search's matches best first, within the filters", () => {
    expect(
      filterPosts(all, { matches: null, category: null, view: "grid" }).map((p) => p.slug),
    ).toEqual(["apps", "roi", "ads", "logo"]);
    expect(
      filterPosts(all, { matches: null, category: "marketing", view: "list" }).map((p) => p.slug),
    ).toEqual(["roi", "ads"]);
    expect(
      filterPosts(all, { matches: null, category: null, view: "featured" }).map((p) => p.slug),
    ).toEqual(["roi", "logo"]);
    const matches = { query: "szczecin", slugs: ["logo", "ads", "apps"] };
    expect(filterPosts(all, { matches, category: null, view: "grid" }).map((p) => p.slug)).toEqual([
      "logo",
      "ads",
      "apps",
    ]);
    expect(filterPosts(all, { matches, category: "branding", view: "grid" })).toEqual([logo]);
    expect(
      filterPosts(all, { matches: { query: "nic", slugs: [] }, category: null, view: "grid" }),
    ).toEqual([]);
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
  it("finds articles for every suggested search, in both languages", async () => {
    for (const lang of languages) {
      const search = await loadPostSearch(lang);
      for (const query of SEARCH_SUGGESTIONS) {
        expect(search.search(query).length, `"${query}" (${lang})`).toBeGreaterThan(0);
      }
    }
  });

  it("has an article tagged with the topic of every suggested search, not only mentioning it", () => {
    const tags = posts.flatMap((post) => post.tags.map((tag) => tag.toLowerCase()));
    for (const query of SEARCH_SUGGESTIONS) {
      expect(
        tags.filter((tag) => tag.includes(query.toLowerCase())),
        query,
      ).not.toEqual([]);
    }
  });

  it("searches the articles' bodies, in the page's language", async () => {
    const [pl, en] = await Promise.all([loadPostSearch("pl"), loadPostSearch("en")]);
    // Razors are mentioned in one article's body, in no title, excerpt or tag.
    const found = pl.search("brzytw");
    expect(found).toHaveLength(1);
    const article = posts.find((post) => post.slug === found[0]);
    const summary = `${article?.title.pl} ${article?.excerpt.pl} ${article?.tags}`.toLowerCase();
    expect(summary).not.toContain("brzytw");
    expect(en.search("razors")).toEqual(found);
    expect(en.search("brzytw")).toEqual([]);
  });

  it("has articles in every category the index offers as a filter", () => {
    for (const { id } of categories) {
      const found = filterPosts(posts, { matches: null, category: id, view: "grid" });
      expect(found.length, id).toBeGreaterThan(0);
    }
  });
});
