import { describe, expect, it } from "vitest";
import { locales } from "#shared/lang.ts";
import { filledStars, formatAverage } from "./rating.ts";

describe("star rating", () => {
  it("fills stars up to the floor of the average", () => {
    expect(filledStars(5)).toBe(5);
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(4.5)).toBe(4);
    expect(filledStars(4)).toBe(4);
    expect(filledStars(1.2)).toBe(1);
  });

  it("keeps the filled stars within 0–5", () => {
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });

  it("shows the average with one decimal in the page's locale", () => {
    expect(formatAverage(5, "pl")).toBe("5,0");
    expect(formatAverage(5, "en")).toBe("5.0");
    expect(formatAverage(4.86, "pl")).toBe("4,9");
    expect(formatAverage(4.25, "en")).toBe("4.3");
  });

  for (const lang of ["pl", "en"] as const) {
    it(`writes every average from 0 to 5 as Intl.NumberFormat does in ${lang}`, () => {
      const intl = new Intl.NumberFormat(locales[lang], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (let thousandths = 0; thousandths <= 5000; thousandths++) {
        const rating = thousandths / 1000;
        expect(formatAverage(rating, lang), String(rating)).toBe(intl.format(rating));
        expect(formatAverage(-rating, lang), String(-rating)).toBe(intl.format(-rating));
      }
      for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 1e21]) {
        expect(formatAverage(odd, lang), String(odd)).toBe(intl.format(odd));
      }
    });
  }
});
