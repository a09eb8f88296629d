/**
 * A visit away from a page and back to it, as a visitor makes it: a link in the
 * app, then the browser's Back. Each page is known to be on screen by its h1.
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
