import { describe, expect, it } from "vitest";
import { readingProgress } from "./reading-progress.ts";

describe("readingProgress", () => {
  it("is a whole percentage capped between 0 and 100", () => {
    expect(readingProgress(-50, 1000)).toBe(0);
    expect(readingProgress(456, 1000)).toBe(46);
    expect(readingProgress(5000, 1000)).toBe(100);
    expect(readingProgress(10, 0)).toBe(100);
  });
});
