/**
 * Keyboard-only walks: everything a mouse user can do in the header, the
 * mobile menu, the services accordion, the blog filters, the FAQ and the forms
 * works with Tab, Shift+Tab, Enter, Space, Escape and the arrow keys, with a
 * visible focus ring.
 */
import type { Locator } from "@playwright/test";
import { categories } from "../../content/blog/categories.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import { expectClosed, expectOpen } from "../support/disclosures.ts";
import { expect, test, waitForPageScript } from "../support/fixtures.ts";
import { tabTo } from "../support/keyboard.ts";

const pl = dictionaries.pl;

async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
}

test.describe("keyboard", () => {
  test("the header is walked with Tab and Shift+Tab and its links work with Enter", async ({
    page,
  }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    const nav = page.getByRole("navigation", { name: pl.header.mainNav });
    const portfolio = nav.getByRole("link", { name: pl.nav.portfolio });
    await tabTo(page, portfolio);
    await expectVisibleFocus(portfolio);
    await page.keyboard.press("Shift+Tab");
    await expect(nav.getByRole("link", { name: pl.nav.services })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/portfolio$/);
    // The header's language link points at the portfolio only once the new page is drawn.
    await expect(page.locator("h1")).toHaveText(pl.pages.portfolio.heading);

    const english = page
      .getByRole("navigation", { name: pl.header.languageSwitch })
      .getByRole("link", { name: /EN/ });
    await tabTo(page, english);
    await expectVisibleFocus(english);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/portfolio$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the menu opens with Enter, keeps focus inside, and Escape returns focus to its button", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForPageScript(page);
      const button = page.getByRole("button", { name: pl.header.openMenu });
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test("the services accordion moves with the arrow keys and opens with Enter", async ({
    page,
  }) => {
    await page.goto("/uslugi");
    await waitForPageScript(page);
    const headings = page.locator("main summary");
    const first = headings.first();
    await tabTo(page, first);
    await expectVisibleFocus(first);
    await expectOpen(first);
    await page.keyboard.press("ArrowDown");
    const second = headings.nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpen(second);
    await expectClosed(first);
  });

  test("the home FAQ filters and questions work from the keyboard, arrows moving between questions", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const faq = page.locator("#faq");
    // One radio group: Tab reaches the chosen filter, the arrows choose another.
    const filters = faq.getByTestId("faq-filter");
    await tabTo(page, filters.first());
    await expectVisibleFocus(filters.first());
    await page.keyboard.press("ArrowRight");
    const second = filters.nth(1);
    await expect(second).toBeFocused();
    await expect(second).toBeChecked();

    const questions = faq.locator("summary").filter({ visible: true });
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    await tabTo(page, questions.first());
    await expectVisibleFocus(questions.first());
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(questions.nth(count - 1)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(questions.nth(count - 1)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(questions.first()).toBeFocused();

    await page.keyboard.press("Enter");
    await expectOpen(questions.first());
    await page.keyboard.press("Space");
    await expectClosed(questions.first());
  });

  test("the blog's view and category filters work from the keyboard", async ({ page }) => {
    await page.goto("/blog");
    await waitForPageScript(page);
    const grid = page.getByRole("radio", { name: pl.blog.viewGrid });
    await tabTo(page, grid);
    await expect(grid).toBeChecked();
    await page.keyboard.press("ArrowRight");
    const list = page.getByRole("radio", { name: pl.blog.viewList });
    await expect(list).toBeFocused();
    await expect(list).toBeChecked();

    // The categories are one radio group too: Tab reaches "all", the arrows choose.
    const group = page.getByRole("group", { name: pl.blog.categoryLabel });
    const all = group.getByRole("radio", { name: pl.blog.allCategories });
    await tabTo(page, all);
    await expectVisibleFocus(all);
    await expect(all).toBeChecked();
    const firstCategory = categories[0];
    if (!firstCategory) throw new Error("no categories");
    await page.keyboard.press("ArrowRight");
    const chosen = group.getByRole("radio", { name: firstCategory.name.pl, exact: true });
    await expect(chosen).toBeFocused();
    await expect(chosen).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`category=${firstCategory.slug}`));
    await page.keyboard.press("ArrowLeft");
    await expect(all).toBeChecked();
    await expect(page).not.toHaveURL(/category=/);
  });
});
