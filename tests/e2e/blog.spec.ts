import type { Page } from "@playwright/test";
import { SEARCH_SUGGESTIONS } from "../../app/blog/search.ts";
import { authors } from "../../content/blog/authors.ts";
import { categories, categoryById } from "../../content/blog/categories.ts";
import { formatCount } from "../../content/plural.ts";
import { en } from "../../shared/i18n/dictionaries/en.ts";
import { pl } from "../../shared/i18n/dictionaries/pl.ts";
import { fill } from "../../shared/i18n/fill.ts";
import { posts, postsMatching } from "../support/blog-data.ts";
import { advanceClock, stopPageClock, waitForPageScriptOnStoppedClock } from "../support/clock.ts";
import {
  expect,
  test,
  touchIslands,
  waitForIslands,
  waitForPageScript,
} from "../support/fixtures.ts";

const cards = (page: Page) => page.getByTestId("post-list").getByTestId("post-card");
const count = (n: number) => formatCount(n, "pl", pl.blog.foundCount);

/** Opens a blog index, hydrated, and finds its search field and suggestion list. */
async function openSearch(page: Page, path = "/blog", texts: typeof pl = pl) {
  await page.goto(path);
  await waitForIslands(page);
  return {
    search: page.getByRole("combobox", { name: texts.blog.searchLabel }),
    listbox: page.getByRole("listbox", { name: texts.blog.suggestionsLabel }),
  };
}

test.describe("blog index", () => {
  test("the pre-rendered page lists every post, newest first", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    let last = -1;
    for (const post of posts) {
      const at = html.indexOf(post.title.pl.replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
      expect(at, post.slug).toBeGreaterThan(last);
      last = at;
    }
    expect(html).toContain(count(posts.length));
  });

  test("the hero counts articles, categories and names the authors", async ({ page }) => {
    await page.goto("/blog");
    // The authors of the published posts: the hero names them and counts them.
    const writers = Object.values(authors)
      .filter((author) => posts.some((post) => post.author === author.id))
      .map((author) => author.name);
    expect(writers).toHaveLength(2);
    const stats = page.getByRole("definition");
    await expect(stats.nth(0)).toHaveText(String(posts.length));
    await expect(stats.nth(1)).toHaveText(String(categories.length));
    await expect(stats.nth(2)).toHaveText(String(writers.length));
    const line = page.getByText(fill(pl.blog.authorsLine, { authors: "" }).trim());
    for (const name of writers) await expect(line).toContainText(name);
  });

  test("search applies after a pause in typing and matches titles, tags and authors", async ({
    page,
  }) => {
    await stopPageClock(page);
    await page.goto("/blog");
    await waitForPageScriptOnStoppedClock(page);
    await touchIslands(page);
    const search = page.getByRole("combobox", { name: pl.blog.searchLabel });
    await search.pressSequentially("logo");
    // The query applies once typing has paused for 300 ms; until then the list stays complete.
    await advanceClock(page, 290);
    await expect(cards(page)).toHaveCount(posts.length);
    await advanceClock(page, 10);
    const expected = postsMatching("logo");
    expect(expected.length).toBeLessThan(posts.length);
    await expect(cards(page)).toHaveCount(expected.length);
    // Best match first: a post with the word in its title.
    expect(expected[0]?.title.pl.toLowerCase()).toContain("logo");
    await expect(cards(page).first()).toContainText(expected[0]?.title.pl ?? "");
    await expect(page.getByTestId("found-count")).toContainText(count(expected.length));
    await expect(page.getByRole("button", { name: pl.blog.clearSearch })).toBeVisible();

    const author = authors["karolina-zielinska"];
    await search.fill(author.name.split(" ").at(-1)?.toLowerCase() ?? author.name);
    await advanceClock(page, 300);
    const byAuthor = posts.filter((post) => post.author === author.id);
    await expect(cards(page)).toHaveCount(byAuthor.length);

    await page.getByRole("button", { name: pl.blog.clearInput }).click();
    await expect(search).toHaveValue("");
    await expect(cards(page)).toHaveCount(posts.length);
  });

  test("the page loads the search only when the search box is first used", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      const chunk = /\/assets\/(search-index|search-text-(?:pl|en))\./.exec(request.url())?.[1];
      if (chunk) loaded.push(chunk);
    });
    await page.goto("/en/blog");
    await waitForPageScript(page);
    await page.mouse.wheel(0, 600);
    expect(loaded).toEqual([]);
    await page.getByRole("combobox", { name: en.blog.searchLabel }).pressSequentially("l");
    await expect.poll(() => loaded.toSorted()).toEqual(["search-index", "search-text-en"]);
  });

  test("suggestions open while the focused field is not empty and apply when chosen", async ({
    page,
  }) => {
    const { search, listbox } = await openSearch(page);
    await search.focus();
    await expect(listbox).toBeHidden();
    await search.pressSequentially("b");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option")).toHaveText(SEARCH_SUGGESTIONS);
    // A suggestion that narrows the list, so applying it shows.
    const suggestion = SEARCH_SUGGESTIONS.find((text) => {
      const found = postsMatching(text).length;
      return found > 0 && found < posts.length;
    });
    if (!suggestion) throw new Error("no suggestion narrows the list");
    await listbox.getByRole("option", { name: suggestion, exact: true }).click();
    await expect(search).toHaveValue(suggestion);
    await expect(listbox).toBeHidden();
    await expect(cards(page)).toHaveCount(postsMatching(suggestion).length);
    await search.press("Escape");
  });

  for (const [lang, texts, path] of [
    ["pl", pl, "/blog"],
    ["en", en, "/en/blog"],
  ] as const) {
    test(`every suggested search shows articles (${lang})`, async ({ page }) => {
      const { search, listbox } = await openSearch(page, path, texts);
      for (const suggestion of SEARCH_SUGGESTIONS) {
        const expected = postsMatching(suggestion, lang);
        expect(expected.length, suggestion).toBeGreaterThan(0);
        await search.fill("");
        await search.pressSequentially("a");
        await listbox.getByRole("option", { name: suggestion, exact: true }).click();
        await expect(cards(page)).toHaveCount(expected.length);
        await expect(cards(page).first()).toContainText(expected[0]?.title[lang] ?? "");
        await expect(page.getByTestId("blog-empty")).toBeHidden();
      }
    });
  }

  test("search reads the articles' bodies, without Polish letters and despite a typo", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForIslands(page);
    const search = page.getByRole("combobox", { name: pl.blog.searchLabel });
    // "brzytw" stands in one article's body only, nowhere in a title, excerpt or tag.
    const [razors, ...others] = postsMatching("brzytw");
    if (!razors) throw new Error("no article mentions razors");
    expect(others).toEqual([]);
    expect(`${razors.title.pl} ${razors.excerpt.pl} ${razors.tags}`).not.toContain("brzytw");
    for (const query of ["brzytw", "BRZYTW", "brzutw", "miedziana paleta", "miedzianą paletę"]) {
      await search.fill(query);
      await expect(cards(page), query).toHaveCount(1);
      await expect(cards(page)).toContainText(razors.title.pl);
    }
  });

  test("the suggestion list is a combobox that opens again as the visitor types after a choice", async ({
    page,
  }) => {
    const { search, listbox } = await openSearch(page);
    await search.focus();
    await page.keyboard.type("s");
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("ArrowDown");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await listbox.getByRole("option").first().getAttribute("id")) ?? "",
    );
    await page.keyboard.press("Enter");
    await expect(search).toHaveValue(SEARCH_SUGGESTIONS[0] ?? "");
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(search).toBeFocused();

    // Typing again, without leaving the field, opens the list again.
    await page.keyboard.press("Backspace");
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");

    // Escape closes the list and keeps the text; Down arrow opens it again.
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(search).toHaveValue((SEARCH_SUGGESTIONS[0] ?? "").slice(0, -1));
    await page.keyboard.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");
  });

  test("the view switch shows a grid, a compact list or only featured posts", async ({ page }) => {
    await page.goto("/blog");
    await waitForIslands(page);
    const views = page.getByRole("group", { name: pl.blog.viewLabel });
    await expect(views.getByRole("radio", { name: pl.blog.viewGrid })).toBeChecked();
    await expect(cards(page).first()).toHaveAttribute("data-variant", "grid");

    await views.getByRole("radio", { name: pl.blog.viewList }).check();
    await expect(views.getByRole("radio", { name: pl.blog.viewList })).toBeChecked();
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(cards(page).first()).toHaveAttribute("data-variant", "compact");

    await views.getByRole("radio", { name: pl.blog.viewFeatured }).check();
    const featured = posts.filter((post) => post.featured);
    await expect(cards(page)).toHaveCount(featured.length);
    for (const post of featured)
      await expect(page.getByRole("link", { name: post.title.pl })).toBeVisible();
  });

  test("the category filter is mirrored in ?category= and read from it on entry", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForIslands(page);
    const filters = page.getByRole("group", { name: pl.blog.categoryLabel });
    const branding = categoryById("branding");
    await filters.getByRole("radio", { name: branding.name.pl, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${branding.slug}$`));
    await expect(cards(page)).toHaveCount(
      posts.filter((post) => post.category === branding.id).length,
    );
    await expect(page.getByTestId("found-count")).toContainText(
      fill(pl.blog.inCategory, { category: branding.name.pl }),
    );

    const marketing = categoryById("marketing");
    await page.goto(`/blog?category=${marketing.slug}`);
    await waitForIslands(page);
    await expect(
      filters.getByRole("radio", { name: marketing.name.pl, exact: true }),
    ).toBeChecked();
    await expect(cards(page)).toHaveCount(
      posts.filter((post) => post.category === marketing.id).length,
    );

    await filters.getByRole("radio", { name: pl.blog.allCategories }).check();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(posts.length);
  });

  test("an empty result explains itself and clearing the filters brings every post back", async ({
    page,
  }) => {
    await page.goto("/blog?category=branding");
    await waitForIslands(page);
    await page.getByRole("combobox", { name: pl.blog.searchLabel }).fill("kwantowa fizyka");
    const empty = page.getByTestId("blog-empty");
    await expect(empty).toContainText(pl.blog.emptyTitle);
    await expect(empty).toContainText(pl.blog.emptyText);
    await empty.getByRole("button", { name: pl.blog.clearFilters }).click();
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("combobox", { name: pl.blog.searchLabel })).toHaveValue("");
  });

  test("the English index searches English titles", async ({ page }) => {
    await page.goto("/en/blog");
    await waitForIslands(page);
    const [first] = posts;
    if (!first) throw new Error("no posts");
    const word = first.title.en.split(" ").find((part) => part.length > 6) ?? first.title.en;
    await page.getByRole("combobox", { name: en.blog.searchLabel }).fill(word);
    await expect(page.getByRole("link", { name: first.title.en })).toBeVisible();
    await expect(page.getByRole("heading", { name: en.blog.allArticles })).toBeVisible();
  });

  test("the RSS feed is RSS 2.0 XML with every post and is linked from every page", async ({
    page,
    request,
  }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/kontakt");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.links).toEqual(
      posts.map((post) => expect.stringMatching(new RegExp(`/blog/${post.slug}$`))),
    );
  });
});
