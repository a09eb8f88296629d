import { en } from "../../app/i18n/dictionaries/en.ts";
import { pl } from "../../app/i18n/dictionaries/pl.ts";
import { categories } from "../../content/blog/categories.ts";
import { formatCount } from "../../content/plural.ts";
import { posts } from "./blog-data.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const cards = (page: import("@playwright/test").Page) =>
  page.getByTestId("post-list").getByTestId("post-card");
const count = (n: number) => formatCount(n, "pl", pl.blog.foundCount);

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
    const stats = page.getByRole("definition");
    await expect(stats.nth(0)).toHaveText(String(posts.length));
    await expect(stats.nth(1)).toHaveText(String(categories.length));
    await expect(page.getByText(/Tomasz Nowicki i Karolina Zielińska/)).toBeVisible();
  });

  test("search applies after a pause in typing and matches titles, tags and authors", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const search = page.getByRole("combobox", { name: pl.blog.searchLabel });
    await search.pressSequentially("logo");
    // Right after typing the list is still complete: the query waits for the pause.
    expect(await cards(page).count()).toBe(posts.length);
    const expected = posts.filter((post) =>
      [post.title.pl, post.excerpt.pl, ...post.tags].some((text) =>
        text.toLowerCase().includes("logo"),
      ),
    );
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByTestId("found-count")).toContainText(count(expected.length));
    await expect(page.getByRole("button", { name: pl.blog.clearSearch })).toBeVisible();

    await search.fill("zielińska");
    const byKarolina = posts.filter((post) => post.author === "karolina-zielinska");
    await expect(cards(page)).toHaveCount(byKarolina.length);

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
    await expect(listbox.getByRole("option")).toHaveText([
      "SEO",
      "Branding",
      "Web Design",
      "Marketing",
      "UX Design",
    ]);
    await listbox.getByRole("option", { name: "Branding" }).click();
    await expect(search).toHaveValue("Branding");
    await expect(listbox).toBeHidden();
    const branding = posts.filter((post) =>
      [post.title.pl, post.excerpt.pl, ...post.tags].some((text) =>
        text.toLowerCase().includes("branding"),
      ),
    );
    await expect(cards(page)).toHaveCount(branding.length);
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
    await filters.getByRole("button", { name: "Branding", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?category=branding$/);
    const branding = posts.filter((post) => post.category === "branding");
    await expect(cards(page)).toHaveCount(branding.length);
    await expect(page.getByTestId("found-count")).toContainText("Kategoria: Branding");

    await page.goto("/blog?category=marketing-cyfrowy");
    await waitForHydration(page);
    const marketing = posts.filter((post) => post.category === "marketing");
    await expect(filters.getByRole("button", { name: "Marketing cyfrowy" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards(page)).toHaveCount(marketing.length);

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

  for (const path of ["/blog", "/en/blog"]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
