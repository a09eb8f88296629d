import { describe, expect, it } from "vitest";
import { canonicalPath, isOverlong, isSitePath, pathLimits } from "./request-path.ts";

describe("path limits", () => {
  it("lets through paths up to the limits and refuses longer ones or ones with more segments", () => {
    expect(isOverlong("/")).toBe(false);
    expect(isOverlong(`/${"a".repeat(pathLimits.length - 1)}`)).toBe(false);
    expect(isOverlong(`/${"a".repeat(pathLimits.length)}`)).toBe(true);
    expect(isOverlong("/a".repeat(pathLimits.segments))).toBe(false);
    expect(isOverlong("/a".repeat(pathLimits.segments + 1))).toBe(true);
    expect(isOverlong("/".repeat(pathLimits.segments + 1))).toBe(true);
  });

  it("finds the canonical form of a path with stray slashes, and nothing for a canonical one", () => {
    expect(canonicalPath("/uslugi/")).toBe("/uslugi");
    expect(canonicalPath("//uslugi//")).toBe("/uslugi");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/uslugi//seo")).toBeUndefined();
    expect(canonicalPath("/uslugi")).toBeUndefined();
    expect(canonicalPath("/")).toBeUndefined();
  });

  it("finds it in one pass, however long the run of slashes", () => {
    const slashes = `/x${"/".repeat(50_000)}y`;
    const started = performance.now();
    expect(canonicalPath(slashes)).toBeUndefined();
    expect(canonicalPath(`${"/".repeat(50_000)}y${"/".repeat(50_000)}`)).toBe("/y");
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("tells paths on this site from addresses of other sites", () => {
    expect(isSitePath("/uslugi")).toBe(true);
    expect(isSitePath("//evil.example/x")).toBe(false);
    expect(isSitePath("/\\evil.example/x")).toBe(false);
  });
});
