/**
 * A visit away from a page and back to it, as a visitor makes it: a link in the
 * app, then the browser's Back. Each page is known to be on screen by its h1;
 * where a place on it is, by an element's top once a scroll has ended.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export async function awayAndBack(
  page: Page,
  link: Locator,
  headings: { away: string; back: string },
): Promise<void> {
  await link.click();
  await expect(page.locator("h1")).toHaveText(headings.away);
  await page.goBack({ waitUntil: "commit" });
  await expect(page.locator("h1")).toHaveText(headings.back);
}

/** The top of the element `#id` in the viewport, or null while the page has none. */
export function topOf(page: Page, id: string): Promise<number | null> {
  return page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top ?? null,
    id,
  );
}

/**
 * Starts a scroll to `#id` with `scroll` (a click on an in-page link, say) and
 * returns the element's top once that scroll has ended: the browser's `scrollend`
 * with the element on screen, not a pause between two reads, which a busy machine
 * can make mid-way through a smooth scroll. (A scroll that ends elsewhere first,
 * such as the one bringing the link itself into view for the click, is passed over.)
 */
export async function topOnceScrolled(
  page: Page,
  id: string,
  scroll: () => Promise<void>,
): Promise<number | null> {
  await page.evaluate((target) => {
    const root = document.documentElement;
    root.removeAttribute("data-test-scroll-ended");
    const ended = () => {
      const box = document.getElementById(target)?.getBoundingClientRect();
      if (!box || box.top >= window.innerHeight || box.bottom <= 0) return;
      root.setAttribute("data-test-scroll-ended", "");
      window.removeEventListener("scrollend", ended);
    };
    window.addEventListener("scrollend", ended);
  }, id);
  await scroll();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-test-scroll-ended"));
  return topOf(page, id);
}
