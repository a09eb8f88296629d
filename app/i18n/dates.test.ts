import { describe, expect, it } from "vitest";
import { locales } from "#shared/lang.ts";
import { formatLongDate } from "./dates.ts";

describe("long dates", () => {
  it("writes the Polish long date with the month in the genitive", () => {
    expect(formatLongDate("2025-08-29T09:00:00+02:00", "pl")).toBe("29 sierpnia 2025");
  });

  it("writes the English long date in British order, day first", () => {
    expect(formatLongDate("2025-09-03T09:00:00+02:00", "en")).toBe("3 September 2025");
  });

  it("keeps the calendar day written in the timestamp whatever the time zone", () => {
    expect(formatLongDate("2025-08-31T00:30:00+02:00", "en")).toBe("31 August 2025");
  });

  it("writes a bare calendar date, as the privacy policy gives its last change", () => {
    expect(formatLongDate("2026-11-23", "pl")).toBe("23 listopada 2026");
    expect(formatLongDate("2026-11-23", "en")).toBe("23 November 2026");
  });

  it("returns an invalid date as given", () => {
    expect(formatLongDate("wkrótce", "pl")).toBe("wkrótce");
    expect(formatLongDate("2025-13-45T00:00:00Z", "en")).toBe("2025-13-45T00:00:00Z");
  });

  for (const lang of ["pl", "en"] as const) {
    it(`writes every month as Intl.DateTimeFormat does in ${lang}`, () => {
      const intl = new Intl.DateTimeFormat(locales[lang], {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const iso = `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T10:00:00Z`;
          expect(formatLongDate(iso, lang), iso).toBe(intl.format(Date.parse(iso)));
        }
      }
    });
  }
});
