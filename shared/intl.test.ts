import { describe, expect, it } from "vitest";
import { formatNumber, pluralCategory } from "./intl.ts";

const langs = ["pl", "en"] as const;

/** Every number up to 2 000, then a spread of larger and negative ones. */
const samples = [
  ...Array.from({ length: 2001 }, (_, index) => index),
  9_999,
  10_000,
  12_345,
  99_999,
  100_000,
  1_000_000,
  1_234_567,
  2_147_483_647,
  -1,
  -2,
  -5,
  -12,
  -22,
  -1_000,
  -10_000,
  -1_234_567,
];

describe("whole numbers written by hand", () => {
  for (const lang of langs) {
    it(`writes every sample as Intl.NumberFormat("${lang}") does`, () => {
      const intl = new Intl.NumberFormat(lang);
      for (const value of samples)
        expect(formatNumber(value, lang), String(value)).toBe(intl.format(value));
    });

    it(`picks every sample's plural form as Intl.PluralRules("${lang}") does`, () => {
      const intl = new Intl.PluralRules(lang);
      for (const value of samples)
        expect(pluralCategory(value, lang), String(value)).toBe(intl.select(value));
    });

    it(`leaves fractions to Intl in ${lang}`, () => {
      expect(formatNumber(1.5, lang)).toBe(new Intl.NumberFormat(lang).format(1.5));
      expect(pluralCategory(1.5, lang)).toBe(new Intl.PluralRules(lang).select(1.5));
    });
  }

  it("groups Polish thousands from five digits with a no-break space", () => {
    expect(formatNumber(1500, "pl")).toBe("1500");
    expect(formatNumber(15_000, "pl")).toBe("15\u00a0000");
    expect(formatNumber(1500, "en")).toBe("1,500");
  });
});
