/**
 * Turns the `<text>` elements of hand-drawn SVG files (the client logos) into
 * outlines, in place: an SVG shown as an image, or turned into WebP by sharp,
 * cannot use a web font and would set its words in a system fallback. A serif
 * family (Georgia…) becomes DM Serif Display, anything else Bricolage
 * Grotesque; italic is drawn slanted. Run on the files to change:
 *   node_modules/.bin/node tooling/outline-svg-text.ts public/clients/*.svg
 */
import { readFileSync, writeFileSync } from "node:fs";
import { outlineText } from "./artwork/outline-text.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function attribute(list: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(list)?.[1];
}

/** The SVG with each text element replaced by a path of the same words. */
export function outlineSvgText(svg: string): string {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, list: string, content: string) => {
    const text = content
      .replace(/&(\w+);/g, (entity, name: string) => entities[name] ?? entity)
      .trim();
    const x = Number(attribute(list, "x") ?? 0);
    const y = Number(attribute(list, "y") ?? 0);
    const family = attribute(list, "font-family") ?? "";
    const serif = /georgia|times|(?<!sans-)serif/i.test(family);
    const anchor = attribute(list, "text-anchor");
    const { d } = outlineText(text, x, y, {
      face: serif ? "dmSerif" : "bricolage",
      size: Number(attribute(list, "font-size") ?? 16),
      weight: Number(attribute(list, "font-weight") ?? 400),
      letterSpacing: Number(attribute(list, "letter-spacing") ?? 0),
      anchor: anchor === "middle" || anchor === "end" ? anchor : "start",
    });
    const italic = attribute(list, "font-style") === "italic";
    // Slanted about the baseline, as a browser draws a synthetic italic.
    const slant = italic
      ? ` transform="matrix(1 0 -0.2 1 ${Math.round(0.2 * y * 10) / 10} 0)"`
      : "";
    return `<path d="${d}" fill="${attribute(list, "fill") ?? "currentColor"}"${slant}/>`;
  });
}

if (import.meta.main) {
  for (const file of process.argv.slice(2)) {
    const before = readFileSync(file, "utf8");
    const after = outlineSvgText(before);
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`outlined ${file}`);
    }
  }
}
