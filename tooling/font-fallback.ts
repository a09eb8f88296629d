/**
 * Computes the metric-matched fallback faces in app/app.css: Arial (or a metric
 * twin of it) scaled and given the brand typeface's vertical metrics, so text set
 * in the fallback takes the same room as in Bricolage Grotesque and nothing moves
 * when the real face swaps in. Run after changing or upgrading the typeface and
 * paste what it prints into app/app.css:
 *
 *   node tooling/font-fallback.ts
 *
 * - ascent, descent and line gap come from the font file's tables (hhea), read
 *   with @capsizecss/unpack, as fractions of its em.
 * - size-adjust is the ratio of the width of the site's own copy (every Polish
 *   and English dictionary text) set in the brand face and in the fallback, once
 *   at 400 for body text and once at 700 against Arial Bold for headings. It is
 *   measured in Chromium because the variable font's widths at a given weight
 *   exist only once its variations are applied, which font parsers do not do
 *   for WOFF2. The same Chromium runs the end-to-end tests.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fromFile } from "@capsizecss/unpack/fs";
import { chromium } from "@playwright/test";
import { dictionaries } from "../shared/i18n/dictionaries/index.ts";

const fontFile = fileURLToPath(
  import.meta.resolve(
    "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
  ),
);
const extFile = fontFile.replace("-latin-", "-latin-ext-");

/** Arial and the fonts drawn to its exact widths (Liberation Sans on Linux, Arimo on ChromeOS). */
const fallbacks = {
  400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Helvetica"],
  700: [
    "Arial Bold",
    "Arial-BoldMT",
    "Liberation Sans Bold",
    "LiberationSans-Bold",
    "Arimo Bold",
    "Arimo-Bold",
    "Helvetica Bold",
  ],
} as const;

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const sample = [...texts(dictionaries.pl), ...texts(dictionaries.en)].join(" ");
const metrics = await fromFile(fontFile);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
const widths = await page.evaluate(
  async ({ latin, ext, sample, fallbacks }) => {
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const faces = [
      new FontFace("Brand", bytes(latin), { weight: "200 800" }),
      new FontFace("Brand", bytes(ext), { weight: "200 800" }),
      ...Object.entries(fallbacks).map(
        ([weight, names]) =>
          new FontFace("Fallback", names.map((name) => `local("${name}")`).join(", "), { weight }),
      ),
    ];
    for (const face of faces) document.fonts.add(await face.load());
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    const width = (font: string) => {
      context.font = font;
      return context.measureText(sample).width;
    };
    return {
      regular: width("400 100px Brand") / width("400 100px Fallback"),
      bold: width("700 100px Brand") / width("700 100px Fallback"),
    };
  },
  {
    latin: readFileSync(fontFile).toString("base64"),
    ext: readFileSync(extFile).toString("base64"),
    sample,
    fallbacks,
  },
);
await browser.close();

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function face(weight: keyof typeof fallbacks, sizeAdjust: number): string {
  const em = metrics.unitsPerEm * sizeAdjust;
  return `@font-face {
  font-family: "Bricolage Grotesque Fallback";
  font-style: normal;
  font-weight: ${weight};
  src: ${fallbacks[weight].map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(metrics.ascent / em)};
  descent-override: ${percent(Math.abs(metrics.descent) / em)};
  line-gap-override: ${percent(metrics.lineGap / em)};
}`;
}

console.log(
  `/* ${metrics.fullName}: ascent ${metrics.ascent}, descent ${metrics.descent}, line gap ${metrics.lineGap}, ${metrics.unitsPerEm} units per em */`,
);
console.log(face(400, widths.regular));
console.log();
console.log(face(700, widths.bold));
