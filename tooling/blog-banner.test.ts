import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categoryIds } from "../content/blog/categories.ts";
import { bannerSvg, motifFor, motifs } from "./blog-banner.ts";
import { paintsIn, paletteColors } from "./brand.ts";

const blogImages = path.resolve(import.meta.dirname, "..", "public", "blog");

/** Every banner the site serves: the default one and each post's. */
function committedBanners(): { file: string; svg: string }[] {
  return readdirSync(blogImages, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("banner.svg"))
    .map((file) => ({ file, svg: readFileSync(path.join(blogImages, file), "utf8") }));
}

/** The drawing without its title: what a reader sees. */
const drawing = (svg: string) => svg.replace(/<title>.*?<\/title>/, "");

describe("blog banners", () => {
  it.each([...categoryIds, "default" as const])("draw no text for %s posts", (category) => {
    const svg = bannerSvg({ slug: "any-post", title: "Any", category });
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  });

  it.each([...categoryIds, "default" as const])(
    "paint %s posts with the brand's palette only, without gradients",
    (category) => {
      for (const slug of ["one-post", "another-post", "lokalna-widocznosc"]) {
        for (const variant of [0, 1, 2, 3]) {
          const svg = bannerSvg({ slug, title: "Any", category, variant });
          const paints = paintsIn(svg);
          expect(paints.length).toBeGreaterThan(5);
          for (const paint of paints)
            expect([...paletteColors], `${slug} ${variant}`).toContain(paint);
          expect(svg).not.toMatch(/Gradient\b/);
        }
      }
    },
  );

  it("give every post of a category its own composition", () => {
    const one = bannerSvg({ slug: "post-one", title: "Branding", category: "branding" });
    const two = bannerSvg({ slug: "post-two", title: "Branding", category: "branding" });
    expect(drawing(one)).not.toBe(drawing(two));
    // The same post is drawn the same every time, so regenerating changes nothing.
    expect(bannerSvg({ slug: "post-one", title: "Branding", category: "branding" })).toBe(one);
  });

  it("draw each category's posts in its family, and the local-visibility ones as a map", () => {
    expect(new Set(categoryIds.map((id) => motifFor(id, "any-post"))).size).toBe(
      categoryIds.length,
    );
    expect(motifFor("marketing", "widocznosc-lokalna-w-google")).toBe("map");
    expect(motifs).toContain(motifFor("default", "default"));
  });

  it("served from public/blog hold no drawn text, which the cards' crops would cut", () => {
    const banners = committedBanners();
    expect(banners.length).toBeGreaterThan(1);
    for (const { file, svg } of banners) expect(svg, file).not.toMatch(/<text\b/);
  });

  it("served from public/blog are each different and in the palette only", () => {
    const banners = committedBanners();
    expect(new Set(banners.map(({ svg }) => drawing(svg))).size).toBe(banners.length);
    for (const { file, svg } of banners) {
      for (const paint of paintsIn(svg)) expect([...paletteColors], file).toContain(paint);
    }
  });
});

describe("the palette check", () => {
  it("reads fills, strokes and stop colours from attributes and style", () => {
    const svg = `<svg><rect fill="#F2784B" stroke='#7cc4c9'/><stop stop-color="#0c1316"/><path style="fill: #ff0000; stroke:none"/><g fill="url(#a)" stroke="currentColor"/></svg>`;
    expect(paintsIn(svg)).toEqual(["#f2784b", "#7cc4c9", "#0c1316", "#ff0000"]);
  });
});
