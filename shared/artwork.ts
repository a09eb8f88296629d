/**
 * Artwork drawn as SVG that the site serves as WebP: the blog's banners, the
 * team's portraits, the project and service pictures and the client logos. A
 * browser builds each SVG picture as a document of its own, laid out on the
 * main thread (a few milliseconds each at full speed, ten times that on a slow
 * phone; a page with a dozen is a long task), while it decodes a WebP off the
 * main thread; the WebP files are also smaller. The words some pictures carry
 * are decoration (a mock-up's labels, a wordmark) and stay sharp at the widths
 * served, twice the largest size shown. Each has variants `<name>-<width>.webp`
 * beside its SVG, made by the build (tooling/raster-artwork-plugin.ts); the SVG
 * stays the source. The defaults shown for a banner or portrait that fails
 * to load are served the same way.
 *
 * A project or service picture that carries words is drawn in each language:
 * `name.svg` in Polish and `name.en.svg` in English (tooling/generate-artwork.ts,
 * which lists the English drawings in artwork-english.json). Content names the
 * Polish file; `artworkIn` picks the drawing for the page's language.
 */

import englishDrawings from "./artwork-english.json" with { type: "json" };
import type { Lang } from "./lang.ts";

const english: ReadonlySet<string> = new Set(englishDrawings);

/** The English drawing of a picture: "/images/work/x.svg" → "/images/work/x.en.svg". */
export const englishVariant = (src: string) => src.replace(/\.svg$/, ".en.svg");

/** The picture to show on a page in `lang`: its drawing in that language where there is one. */
export function artworkIn(src: string, lang: Lang): string {
  if (lang === "en" && english.has(src)) return englishVariant(src);
  return src;
}

const kinds = [
  { pattern: /^\/blog\/(?:[\w-]+\/banner|default-banner)\.svg$/, widths: [400, 800, 1200] },
  { pattern: /^\/team\/[\w-]+\.svg$/, widths: [160, 320, 640] },
  { pattern: /^\/images\/(?:work|services)\/[\w-]+(?:\.en)?\.svg$/, widths: [400, 800, 1200] },
  { pattern: /^\/clients\/[\w-]+\.svg$/, widths: [160, 320] },
] as const;

/** The widths a picture is served at as WebP, or none. */
export function rasterWidths(src: string): readonly number[] {
  return kinds.find((kind) => kind.pattern.test(src))?.widths ?? [];
}

export const rasterVariant = (src: string, width: number) =>
  src.replace(/\.svg$/, `-${width}.webp`);

/** `src` and `srcSet` of a picture with WebP variants (the middle width as `src`); undefined for others. */
export function rasterSources(src: string): { src: string; srcSet: string } | undefined {
  const widths = rasterWidths(src);
  const middle = widths[Math.floor(widths.length / 2)];
  if (middle === undefined) return undefined;
  return {
    src: rasterVariant(src, middle),
    srcSet: widths.map((width) => `${rasterVariant(src, width)} ${width}w`).join(", "),
  };
}
