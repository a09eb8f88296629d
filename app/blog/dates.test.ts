import { describe, expect, it } from "vitest";
import { formatDateManually, formatLongDate } from "./dates.ts";

describe("long article dates", () => {
  it("writes the Polish long date with the month in the genitive", () => {
    expect(formatLongDate("2025-08-29T09:00:00+02:00", "pl")).toBe("29 sierpnia 2025");
  });

  it("writes the English long date", () => {
    expect(formatLongDate("2025-09-03T09:00:00+02:00", "en")).toBe("September 3, 2025");
  });

  it("keeps the calendar day written in the timestamp whatever the time zone", () => {
    expect(formatLongDate("2025-08-31T00:30:00+02:00", "en")).toBe("August 31, 2025");
  });

  it("returns an invalid date as given", () => {
    expect(formatLongDate("wkrótce", "pl")).toBe("wkrótce");
    expect(formatLongDate("2025-13-45T00:00:00Z", "en")).toBe("2025-13-45T00:00:00Z");
  });

  it("has a manual month-name fallback for both languages", () => {
    expect(formatDateManually("2025-01-05T10:00:00Z", "pl")).toBe("5 stycznia 2025");
    expect(formatDateManually("2025-12-24T10:00:00Z", "en")).toBe("December 24, 2025");
    expect(formatDateManually("not a date", "en")).toBe("not a date");
  });
});
