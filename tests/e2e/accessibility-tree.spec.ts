/**
 * What a screen reader meets on every page template, in Polish and English:
 * the accessibility tree (roles, names, levels, states, the language of each
 * part's text is checked elsewhere) compared with the snapshot committed in
 * `tests/e2e/accessibility-tree.spec.ts-snapshots/`. Each page is reached the
 * way a visitor reaches it, by following a link from another page (the 404 by
 * going back to it), so the tree also holds what that arrival says: the route
 * announcer's words and the element focus landed on (`[active]`).
 *
 * Left out, since they change without anyone changing the site: the copyright
 * year and the 404 page's joke (one of three, picked at random).
 *
 * Update the snapshots on purpose (after a deliberate change) with:
 *   npx playwright test accessibility-tree --update-snapshots
 */
import type { Locator, Page } from "@playwright/test";
import { builtInReviews } from "../../content/reviews.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { type Lang, languages, localizePath } from "../../shared/lang.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";

interface Template {
  name: string;
  /** Polish path of the page the visitor comes from; the English run starts at its /en mirror. */
  from: string;
  /** What happens on that page before the visitor sets off (the 404: leaving it). */
  prepare?: (page: Page, lang: Lang) => Promise<void>;
  /** The link followed there (or, for the 404, the way back to it). */
  arrive: (page: Page, lang: Lang) => Promise<void>;
}

const header = (page: Page) => page.getByRole("banner").first();
const navLink =
  (id: "home" | "services" | "portfolio" | "team" | "blog" | "contact") =>
  async (page: Page, lang: Lang) => {
    await header(page)
      .getByRole("navigation", { name: dictionaries[lang].header.mainNav })
      .getByRole("link", { name: dictionaries[lang].nav[id], exact: true })
      .click();
  };

const templates: Template[] = [
  { name: "home", from: "/zespol", arrive: navLink("home") },
  { name: "services", from: "/", arrive: navLink("services") },
  {
    name: "service-page",
    from: "/uslugi",
    arrive: async (page, lang) => {
      await page
        .getByRole("link", { name: new RegExp(`^${dictionaries[lang].readMore}`) })
        .first()
        .click();
    },
  },
  { name: "portfolio", from: "/", arrive: navLink("portfolio") },
  {
    name: "case-study",
    from: "/portfolio",
    arrive: async (page, lang) => {
      await page
        .getByRole("link", { name: `${dictionaries[lang].readMore}: The Goat Beard` })
        .click();
    },
  },
  { name: "team", from: "/", arrive: navLink("team") },
  { name: "blog", from: "/", arrive: navLink("blog") },
  {
    name: "article",
    from: "/blog",
    arrive: async (page) => {
      await page
        .locator('a[href$="/blog/jak-mierzyc-skutecznosc-kampanii-reklamowych-online"]')
        .first()
        .click();
    },
  },
  { name: "contact", from: "/", arrive: navLink("contact") },
  {
    name: "privacy",
    from: "/",
    arrive: async (page, lang) => {
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: dictionaries[lang].footer.privacy })
        .click();
    },
  },
  {
    name: "not-found",
    from: "/ta-strona-nie-istnieje",
    prepare: async (page, lang) => {
      const notFoundTitle = await page.title();
      await page.getByRole("link", { name: dictionaries[lang].notFound.home }).click();
      await expect.poll(() => page.title()).not.toBe(notFoundTitle);
      await waitForPageScript(page);
    },
    arrive: async (page) => {
      await page.goBack({ waitUntil: "commit" });
    },
  },
];

/** Takes a part out of the tree (aria-hidden), for text that changes by itself. */
async function leaveOut(part: Locator) {
  // In one step: the page may redraw a part between finding it and marking it.
  await part.evaluateAll((nodes) => {
    for (const node of nodes) node.setAttribute("aria-hidden", "true");
  });
}

for (const template of templates) {
  for (const lang of languages) {
    test(`${template.name} (${lang}) is heard as approved`, async ({ page, browserErrors }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.route("**/api/reviews", (route) => route.fulfill({ json: builtInReviews }));
      await page.goto(localizePath(template.from, lang));
      await waitForPageScript(page);
      await template.prepare?.(page, lang);
      const before = await page.title();
      await template.arrive(page, lang);
      await expect.poll(() => page.title()).not.toBe(before);
      // The arrival is over once the new page's own script runs.
      await waitForPageScript(page);

      await leaveOut(page.getByRole("contentinfo").getByText("©"));
      if (template.name === "not-found") {
        for (const joke of dictionaries[lang].notFound.jokes) {
          await leaveOut(page.getByText(joke, { exact: true }));
        }
      }
      await expect(page.locator("body")).toMatchAriaSnapshot({
        name: `${template.name}-${lang}.aria.yml`,
      });
      if (template.name === "not-found") {
        // Going back fetches the unknown page's data, answered with its 404 status on purpose.
        const status =
          "console: Failed to load resource: the server responded with a status of 404 (Not Found)";
        browserErrors.splice(0, browserErrors.length, ...browserErrors.filter((e) => e !== status));
      }
    });
  }
}
