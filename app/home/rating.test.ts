import { describe, expect, it } from "vitest";
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
});
