import { describe, expect, it } from "vitest";
import { faqItems } from "#content/faq.ts";
import { faqCategories, faqFilters } from "#content/faq-categories.ts";
import { faqCounts } from "./faq-filter.ts";

describe("FAQ filter", () => {
  it("offers eight filters: all plus the seven categories", () => {
    expect(faqFilters).toEqual(["wszystkie", ...faqCategories]);
    expect(faqFilters).toHaveLength(8);
  });

  it("counts 17 questions under all and the same 17 split across the categories", () => {
    const counts = faqCounts(faqItems);
    expect(counts.wszystkie).toBe(17);
    const perCategory = faqCategories.map((category) => counts[category]);
    expect(perCategory.reduce((sum, count) => sum + count, 0)).toBe(17);
    for (const count of perCategory) expect(count).toBeGreaterThan(0);
  });

  it("counts each category by its own items", () => {
    const items = [
      { category: "ogólne" },
      { category: "branding-logo" },
      { category: "branding-logo" },
      { category: "video-fotografia" },
    ] as const;
    expect(faqCounts(items)).toEqual({
      wszystkie: 4,
      ogólne: 1,
      "marketing-cyfrowy": 0,
      "branding-logo": 2,
      "strony-aplikacje": 0,
      "kampanie-reklamowe": 0,
      "agencja-marketingowa": 0,
      "video-fotografia": 1,
    });
  });
});
