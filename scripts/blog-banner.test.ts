import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categoryIds } from "../content/blog/categories.ts";
import { bannerSvg } from "./blog-banner.ts";

const blogImages = path.resolve(import.meta.dirname, "..", "public", "blog");

/** Every banner the site serves: the default one and each post's. */
function committedBanners(): string[] {
  return readdirSync(blogImages, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("banner.svg"))
    .map((file) => path.join(blogImages, file));
}

describe("blog banners", () => {
  it.each([...categoryIds, "default" as const])("draw no text for %s posts", (category) => {
    const svg = bannerSvg({ slug: "any-post", title: "Any", category, color: "#7dd3fc" });
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
  });

  it("served from public/blog hold no drawn text, which the cards' crops would cut", () => {
    const files = committedBanners();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toMatch(/<text\b/);
  });
});
