import { describe, expect, it } from "vitest";
import {
  categoriesOf,
  filterItems,
  hasMore,
  INITIAL_VISIBLE,
  LOAD_STEP,
  nextVisibleCount,
} from "./visible-projects.ts";

type Category = "web" | "branding";
const items: { id: string; category: Category }[] = Array.from({ length: 12 }, (_, index) => ({
  id: `p${index + 1}`,
  category: index % 3 === 0 ? "branding" : "web",
}));

/** What a visitor sees after pressing "show more" a number of times. */
function shownAfter(clicks: number, total: number): number[] {
  const counts = [Math.min(INITIAL_VISIBLE, total)];
  for (let click = 0; click < clicks; click++) {
    counts.push(nextVisibleCount(counts.at(-1) ?? 0, total));
  }
  return counts;
}

describe("portfolio paging", () => {
  it("starts with 4 projects and adds 3 per click", () => {
    expect(INITIAL_VISIBLE).toBe(4);
    expect(LOAD_STEP).toBe(3);
    expect(shownAfter(3, 12)).toEqual([4, 7, 10, 12]);
  });

  it("never shows more than there are, and the button goes away when all are shown", () => {
    expect(nextVisibleCount(10, 12)).toBe(12);
    expect(nextVisibleCount(12, 12)).toBe(12);
    expect(hasMore(10, 12)).toBe(true);
    expect(hasMore(12, 12)).toBe(false);
  });

  it("needs no button when a filter leaves 4 or fewer projects", () => {
    expect(hasMore(Math.min(INITIAL_VISIBLE, 3), 3)).toBe(false);
    expect(hasMore(Math.min(INITIAL_VISIBLE, 4), 4)).toBe(false);
    expect(hasMore(Math.min(INITIAL_VISIBLE, 5), 5)).toBe(true);
  });
});

describe("portfolio filter", () => {
  it("offers each category once, in the order projects use them", () => {
    expect(categoriesOf(items)).toEqual(["branding", "web"]);
  });

  it("keeps every project for All and only the chosen category otherwise", () => {
    expect(filterItems(items, "all")).toHaveLength(12);
    const branding = filterItems(items, "branding");
    expect(branding.map((item) => item.id)).toEqual(["p1", "p4", "p7", "p10"]);
    expect(filterItems(items, "web")).toHaveLength(8);
  });

  it("pages the filtered list: 8 web projects show 4, then 7, then 8", () => {
    expect(shownAfter(2, filterItems(items, "web").length)).toEqual([4, 7, 8]);
  });
});
