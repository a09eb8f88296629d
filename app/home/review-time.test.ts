import { describe, expect, it } from "vitest";
import { locales } from "#shared/lang.ts";
import { reviewDate, reviewIsoDate, timeAgo } from "./review-time.ts";

/** 16 September 2025, 16:22 in Szczecin. */
const written = Date.UTC(2025, 8, 16, 14, 22) / 1000;
const daysLater = (days: number, hours = 0) => (written + days * 86_400 + hours * 3600) * 1000;

describe("review times", () => {
  it("say how long ago a review was written, in the page's language", () => {
    expect(timeAgo(written, daysLater(15), "pl")).toBe("2 tygodnie temu");
    expect(timeAgo(written, daysLater(15), "en")).toBe("2 weeks ago");
    expect(timeAgo(written, daysLater(0, 5), "pl")).toBe("5 godzin temu");
    expect(timeAgo(written, daysLater(3), "en")).toBe("3 days ago");
    expect(timeAgo(written, daysLater(45), "pl")).toBe("1 miesiąc temu");
    expect(timeAgo(written, daysLater(160), "pl")).toBe("5 miesięcy temu");
    expect(timeAgo(written, daysLater(160), "en")).toBe("5 months ago");
  });

  it("count a review over a year old in years, not as a few weeks", () => {
    expect(timeAgo(written, daysLater(430), "pl")).toBe("1 rok temu");
    expect(timeAgo(written, daysLater(800), "pl")).toBe("2 lata temu");
    expect(timeAgo(written, daysLater(800), "en")).toBe("2 years ago");
  });

  it("treat a review stamped after the reader's clock as just written", () => {
    expect(timeAgo(written, daysLater(-2), "en")).toBe("now");
    expect(timeAgo(written, daysLater(0), "pl")).toBe("teraz");
  });

  it("give the calendar day in the agency's time zone, the same wherever the page is built", () => {
    expect(reviewDate(written, "pl")).toBe("16 września 2025");
    expect(reviewDate(written, "en")).toBe("16 September 2025");
    expect(reviewIsoDate(written)).toBe("2025-09-16");
    // 23:30 UTC is already the next day in Szczecin.
    expect(reviewIsoDate(Date.UTC(2025, 8, 16, 23, 30) / 1000)).toBe("2025-09-17");
  });

  it("give the day in Szczecin as Intl does, every hour of 2019–2030 (clock changes included)", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" });
    // Compared in a loop and asserted once: 300,000 expect() calls take seconds on a busy machine.
    const differing: string[] = [];
    for (let ms = Date.UTC(2019, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 3_600_000) {
      const seconds = ms / 1000;
      // The half hours either side of each hour catch a switch an hour off.
      for (const shift of [0, 1799, 1800]) {
        const expected = intl.format((seconds + shift) * 1000);
        const actual = reviewIsoDate(seconds + shift);
        if (actual !== expected) differing.push(`${seconds + shift}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differing).toEqual([]);
  });

  for (const lang of ["pl", "en"] as const) {
    it(`write the long date as Intl does in ${lang}`, () => {
      const intl = new Intl.DateTimeFormat(locales[lang], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Warsaw",
      });
      for (let ms = Date.UTC(2024, 0, 1, 12); ms < Date.UTC(2026, 0, 1); ms += 86_400_000) {
        expect(reviewDate(ms / 1000, lang)).toBe(intl.format(ms));
      }
    });

    it(`say how long ago in every unit and count as Intl.RelativeTimeFormat does in ${lang}`, () => {
      const intl = new Intl.RelativeTimeFormat(locales[lang], { numeric: "always" });
      const lengths = {
        minute: 60,
        hour: 3600,
        day: 86_400,
        week: 7 * 86_400,
        month: 30 * 86_400,
        year: 365 * 86_400,
      } as const;
      const limits = { minute: 59, hour: 23, day: 6, week: 4, month: 12, year: 130 } as const;
      for (const unit of Object.keys(lengths) as (keyof typeof lengths)[]) {
        for (let count = 1; count <= limits[unit]; count++) {
          const now = (written + count * lengths[unit]) * 1000;
          // Months are counted in 30 days, so 12 of them are still under a year.
          expect(timeAgo(written, now, lang), `${count} ${unit}`).toBe(intl.format(-count, unit));
        }
      }
      expect(timeAgo(written, written * 1000, lang)).toBe(
        new Intl.RelativeTimeFormat(locales[lang], { numeric: "auto" }).format(0, "second"),
      );
    });
  }
});
