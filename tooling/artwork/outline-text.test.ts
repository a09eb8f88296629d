import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measureText, outlineText, textPath } from "./outline-text.ts";

const polish = "ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ";

describe("outlined lettering", () => {
  it("draws every Polish letter as paths, in each face", () => {
    for (const face of ["bricolage", "dmSerif", "oswald", "barlow"] as const) {
      const { d, width } = outlineText(polish, 0, 40, { face, size: 40, weight: 700 });
      // One closed contour at least per letter (18 letters, the space draws none).
      expect((d.match(/Z/g) ?? []).length).toBeGreaterThanOrEqual(18);
      expect(width).toBeGreaterThan(0);
    }
  });

  it("grows with the text and with letter-spacing", () => {
    const style = { size: 32 };
    const short = measureText("Zażółć", style);
    const long = measureText("Zażółć gęślą jaźń", style);
    expect(short).toBeGreaterThan(0);
    expect(long).toBeGreaterThan(short);
    expect(measureText("Zażółć", { ...style, letterSpacing: 4 })).toBeCloseTo(short + 5 * 4, 5);
  });

  it("sets a variable face at the weight asked for", () => {
    const light = outlineText("Odra", 0, 0, { size: 100, weight: 200 });
    const bold = outlineText("Odra", 0, 0, { size: 100, weight: 800 });
    expect(bold.width).toBeGreaterThan(light.width);
    expect(bold.d).not.toBe(light.d);
  });

  it("places the line by its anchor", () => {
    const style = { size: 20 } as const;
    const width = measureText("Szczecin", style);
    const firstX = (d: string) => Number(/^M(-?[\d.]+)/.exec(d)?.[1]);
    const start = firstX(outlineText("Szczecin", 100, 0, style).d);
    const middle = firstX(outlineText("Szczecin", 100, 0, { ...style, anchor: "middle" }).d);
    const end = firstX(outlineText("Szczecin", 100, 0, { ...style, anchor: "end" }).d);
    expect(start - middle).toBeCloseTo(width / 2, 0);
    expect(start - end).toBeCloseTo(width, 0);
  });

  it("makes a path element, not text", () => {
    const element = textPath("Łódź", 0, 20, { size: 20, fill: "#f4efe6" });
    expect(element).toMatch(/^<path d="M[^"]+" fill="#f4efe6"\/>$/);
  });
});

/**
 * A picture shown as an image, or turned into WebP by sharp, cannot use the
 * site's web font: a `<text>` element in it is drawn in a system fallback.
 * Every word the site's SVG artwork carries is drawn as outlines instead.
 */
describe("the site's SVG artwork", () => {
  const publicDir = path.join(import.meta.dirname, "..", "..", "public");
  const svgs = readdirSync(publicDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".svg"));

  it("is found", () => {
    expect(svgs.some((file) => file.startsWith(path.join("images", "work")))).toBe(true);
    expect(svgs.some((file) => file.startsWith(path.join("images", "services")))).toBe(true);
  });

  it.each(svgs)("%s has no text element", (file) => {
    const drawsText = /<text[\s>]/.test(readFileSync(path.join(publicDir, file), "utf8"));
    expect(drawsText, `${file} sets words in a <text> element`).toBe(false);
  });
});
