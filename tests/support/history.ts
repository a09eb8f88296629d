/**
 * A visit away from a page and back to it, as a visitor makes it: a link in the
 * app, then the browser's Back. Each page is known to be on screen by its h1;
 * where a place on it is, by an element's top once a scroll has come to rest.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function awayAndBack(
  page: Page,
  link: Locator,
  headings: { away: string; back: string },
): Promise<void> {
  await link.click();
  await expect(page.locator("h1")).toHaveText(headings.away);
  await page.goBack();
  await expect(page.locator("h1")).toHaveText(headings.back);
}

/** The top of the element `#id` in the viewport, or null while the page has none. */
export function topOf(page: Page, id: string): Promise<number | null> {
  return page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? null,
    id,
  );
}

/** The top of `#id` once a smooth scroll has come to rest: the same in two reads 250 ms apart. */
export async function restingTop(page: Page, id: string): Promise<number | null> {
  let last = await topOf(page, id);
  await expect
    .poll(
      async () => {
        const now = await topOf(page, id);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}
