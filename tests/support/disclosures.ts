/**
 * The site's disclosures are the browser's own `<details>`: a test finds one by
 * the heading in its summary and reads its state from `open`.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The summary (what a visitor clicks) of the disclosure whose heading is `name`. */
export function summaryNamed(scope: Page | Locator, name: string | RegExp): Locator {
  // The heading is looked for inside each summary: a locator of the page, not of `scope`.
  const page = "page" in scope ? scope.page() : scope;
  return scope.locator("summary", { has: page.getByRole("heading", { name }) });
}

/** The first summary inside `scope` (a card, an FAQ item). */
export function summaryIn(scope: Locator): Locator {
  return scope.locator("summary").first();
}

/**
 * Clicks a summary far down a page as a visitor does: once it is in view and the page
 * has settled there. The sections a jump lands among held an estimated height until
 * then and are laid out a frame later, which moves what was aimed at; Playwright's
 * own click scrolls and clicks within that frame (and now and then hits the list
 * between two questions). Its wait for a steady element comes before its scroll, so
 * the scroll goes first here.
 */
export async function clickSettled(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part.click();
}

/** The disclosure a summary (or anything in it) belongs to. */
const detailsOf = (part: Locator) => part.locator("xpath=ancestor::details[1]");

export async function expectOpen(part: Locator): Promise<void> {
  await expect(detailsOf(part)).toHaveAttribute("open", "");
}

export async function expectClosed(part: Locator): Promise<void> {
  await expect(detailsOf(part)).not.toHaveAttribute("open");
}
