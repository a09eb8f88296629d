/**
 * Card grids: the cards that share a row share its height, at every grid width. (The home
 * page's services are an index, a row each: opening one leaves the others as tall as they
 * were, art-direction.spec.ts.)
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** Heights of the cards, grouped into rows by their top edge. */
async function rowHeights(cards: Locator): Promise<number[][]> {
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { top: Math.round(rect.top + window.scrollY), height: rect.height };
    }),
  );
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
  return [...rows.values()];
}

async function expectEvenRows(cards: Locator) {
  await expect(cards.first()).toBeVisible();
  const rows = await rowHeights(cards);
  const shared = rows.filter((row) => row.length > 1);
  expect(shared.length, "no row holds two cards").toBeGreaterThan(0);
  for (const row of shared) {
    const [first = 0] = row;
    for (const height of row)
      expect(Math.abs(height - first), `row heights ${row}`).toBeLessThan(1);
  }
}

/** Each grid, and the narrowest width at which it puts cards side by side. */
const grids: { name: string; path: string; cards: string; from?: number }[] = [
  {
    name: "home portfolio",
    path: "/",
    cards: 'section[aria-labelledby="portfolio-section-title"] li > article',
  },
  { name: "blog", path: "/blog", cards: '[data-testid="post-list"] > li article' },
  { name: "portfolio", path: "/portfolio", cards: '[data-testid="portfolio-grid"] > li article' },
  // A portrait beside its text needs half a wide screen: one card a row below 1024 px.
  { name: "team", path: "/zespol", cards: '[data-testid="team-member"]', from: 1024 },
];

for (const width of [1440, 1024, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const grid of grids.filter(({ from = 0 }) => width >= from)) {
      test(`${grid.name}: cards in one row are equally tall`, async ({ page }) => {
        await page.goto(grid.path);
        await expectEvenRows(page.locator(grid.cards));
      });
    }

    if (width >= 1024) {
      test("home articles: the lead card ends level with the last of the three stacked beside it", async ({
        page,
      }) => {
        await page.goto("/");
        const cards = page.locator('section[aria-labelledby="latest-articles-title"] li > article');
        await expect(cards).toHaveCount(4);
        const bottoms = await cards.evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().bottom),
        );
        const [lead = 0, , , last = 0] = bottoms;
        expect(Math.abs(lead - last)).toBeLessThan(1);
      });
    }
  });
}
