import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { artworkIn, englishVariant, rasterSources } from "./artwork.ts";
import englishDrawings from "./artwork-english.json" with { type: "json" };

const publicDir = path.join(import.meta.dirname, "..", "public");

describe("artwork in the page's language", () => {
  it("shows the English drawing under /en and the Polish one at the root", () => {
    const src = "/images/work/the-goat-beard-identity.svg";
    expect(artworkIn(src, "pl")).toBe(src);
    expect(artworkIn(src, "en")).toBe("/images/work/the-goat-beard-identity.en.svg");
  });

  it("keeps a picture without an English drawing, such as an uploaded photograph", () => {
    expect(artworkIn("/images/work/salon.jpg", "en")).toBe("/images/work/salon.jpg");
    expect(artworkIn("/clients/lniane.svg", "en")).toBe("/clients/lniane.svg");
  });

  it("serves the English drawing as WebP too", () => {
    expect(rasterSources("/images/services/web.en.svg")).toEqual({
      src: "/images/services/web.en-800.webp",
      srcSet:
        "/images/services/web.en-400.webp 400w, /images/services/web.en-800.webp 800w, /images/services/web.en-1200.webp 1200w",
    });
  });

  it.each(englishDrawings)("%s is drawn in both languages", (src) => {
    expect(existsSync(path.join(publicDir, src))).toBe(true);
    expect(existsSync(path.join(publicDir, englishVariant(src)))).toBe(true);
  });
});
