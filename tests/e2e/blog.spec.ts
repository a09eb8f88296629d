import { matchesQuery, SEARCH_SUGGESTIONS } from "../../app/blog/search.ts";
import { en } from "../../app/i18n/dictionaries/en.ts";
import { pl } from "../../app/i18n/dictionaries/pl.ts";
import { fill } from "../../app/i18n/fill.ts";
import { authors } from "../../content/blog/authors.ts";
import { categories, categoryById } from "../../content/blog/categories.ts";
import { formatCount } from "../../content/plural.ts";
import { posts } from "../support/blog-data.ts";
import { advanceClock, stopPageClock } from "../support/clock.ts";
import { expect, test, waitForHydration } from "../support/fixtures.ts";

const cards = (page: import("@playwright/test").Page) =>
  page.getByTestId("post-list").getByTestId("post-card");
const count = (n: number) => formatCount(n, "pl", pl.blog.foundCount);
/** The posts a Polish search for the query should leave on the list. */
const postsMatching = (query: string) => posts.filter((post) => matchesQuery(post, query, "pl"));

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
    const writers = Object.values(authors).map((author) => author.name);
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
    await waitForHydration(page);
    const search = page.getByRole("combobox", { name: pl.blog.searchLabel });
    await search.pressSequentially("logo");
    // The query applies once typing has paused for 300 ms; until then the list stays complete.
    await advanceClock(page, 290);
    await expect(cards(page)).toHaveCount(posts.length);
    await advanceClock(page, 10);
    const expected = postsMatching("logo");
    expect(expected.length).toBeLessThan(posts.length);
    await expect(cards(page)).toHaveCount(expected.length);
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

  test("suggestions open while the focused field is not empty and apply when chosen", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const search = page.getByRole("combobox", { name: pl.blog.searchLabel });
    const listbox = page.getByRole("listbox", { name: pl.blog.suggestionsLabel });
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

  test("the view switch shows a grid, a compact list or only featured posts", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
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
    await waitForHydration(page);
    const filters = page.getByRole("group", { name: pl.blog.categoryLabel });
    const branding = categoryById("branding");
    await filters.getByRole("button", { name: branding.name.pl, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${branding.slug}$`));
    await expect(cards(page)).toHaveCount(
      posts.filter((post) => post.category === branding.id).length,
    );
    await expect(page.getByTestId("found-count")).toContainText(
      fill(pl.blog.inCategory, { category: branding.name.pl }),
    );

    const marketing = categoryById("marketing");
    await page.goto(`/blog?category=${marketing.slug}`);
    await waitForHydration(page);
    await expect(
      filters.getByRole("button", { name: marketing.name.pl, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(
      posts.filter((post) => post.category === marketing.id).length,
    );

    await filters.getByRole("button", { name: pl.blog.allCategories }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(posts.length);
  });

  test("an empty result explains itself and clearing the filters brings every post back", async ({
    page,
  }) => {
    await page.goto("/blog?category=branding");
    await waitForHydration(page);
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
    await waitForHydration(page);
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
