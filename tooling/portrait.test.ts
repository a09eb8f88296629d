import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { team } from "../content/team.ts";
import { paintsIn, paletteColors } from "./brand.ts";
import { portraits } from "./generate-portraits.ts";
import { portraitSvg } from "./portrait.ts";

const teamImages = path.resolve(import.meta.dirname, "..", "public", "team");

/** The series' portraits under public/team/ (a photo or another file uploaded there is the editor's). */
const drawn = Object.entries(portraits).map(([name, spec]) => {
  const file = `${name}.svg`;
  const svg = existsSync(path.join(teamImages, file))
    ? readFileSync(path.join(teamImages, file), "utf8")
    : "";
  return { file, spec, svg };
});

describe("team portraits", () => {
  it("are drawn by the series' script, each as it would draw it now", () => {
    for (const { file, spec, svg } of drawn) {
      expect(svg, `public/team/${file}: run tooling/generate-portraits.ts`).toBe(portraitSvg(spec));
    }
  });

  it("cover every team member whose portrait is still a drawing", () => {
    for (const member of team) {
      if (member.samplePortrait && member.image.endsWith(".svg")) {
        expect(drawn.map(({ file }) => `/team/${file}`)).toContain(member.image);
      }
    }
  });

  it.each(drawn)("$file paints with the palette only and draws no text", ({ svg }) => {
    const paints = paintsIn(svg);
    expect(paints.length).toBeGreaterThan(5);
    for (const paint of paints) expect([...paletteColors]).toContain(paint);
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
  });

  it("share one framing: the same shoulders and head in every portrait", () => {
    const shoulders = drawn.map(({ svg }) => svg.match(/<path d="M44 400[^"]*"/)?.[0]);
    expect(new Set(shoulders).size).toBe(1);
    expect(shoulders[0]).toBeDefined();
  });
});
