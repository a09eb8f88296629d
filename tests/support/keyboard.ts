import type { Locator, Page } from "@playwright/test";

/** Presses Tab until the locator has focus (at most `limit` times). */
export async function tabTo(
  page: Page,
  target: Locator,
  key: "Tab" | "Shift+Tab" = "Tab",
  limit = 60,
) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with ${key}`);
}
