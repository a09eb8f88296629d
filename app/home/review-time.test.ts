import { describe, expect, it } from "vitest";
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
    expect(reviewDate(written, "en")).toBe("September 16, 2025");
    expect(reviewIsoDate(written)).toBe("2025-09-16");
    // 23:30 UTC is already the next day in Szczecin.
    expect(reviewIsoDate(Date.UTC(2025, 8, 16, 23, 30) / 1000)).toBe("2025-09-17");
  });
});
