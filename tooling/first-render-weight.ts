/**
 * What a built page asks of the browser's first render, read from its files
 * (sizes, not timings): the elements its HTML makes, the bytes of the
 * stylesheets it links or holds (a typeface carried inside them as data URLs
 * counted apart, as a peer's font files would be), and the SVG pictures the first layout turns
 * into documents of their own (an <img> of an SVG file or a CSS url() of one;
 * inline <svg> is part of the page's own document). Lazy pictures are left
 * out: the first layout does not load them.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Parser } from "htmlparser2";

export interface FirstRenderWeight {
  elements: number;
  cssBytes: number;
  embeddedFontBytes: number;
  svgDocuments: number;
}

const EMBEDDED_FONT = /url\(data:font\/[^)]*\)/g;
const SVG_URL = /url\(\s*["']?[^)"']+\.svg(?:[?#][^)"']*)?["']?\s*\)/g;

/** The weight of the page `htmlFile`, whose root-relative URLs resolve under `root`. */
export async function firstRenderWeight(
  htmlFile: string,
  root: string,
): Promise<FirstRenderWeight> {
  const html = await readFile(htmlFile, "utf8");
  let elements = 0;
  let inlineCss = "";
  let inStyle = false;
  const stylesheets: string[] = [];
  let svgImages = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      elements += 1;
      if (name === "style") inStyle = true;
      if (name === "link" && attributes.rel === "stylesheet" && attributes.href)
        stylesheets.push(attributes.href);
      const src = attributes.src ?? "";
      if (name === "img" && attributes.loading !== "lazy" && /\.svg(?:[?#]|$)/.test(src))
        svgImages += 1;
    },
    ontext(text) {
      if (inStyle) inlineCss += text;
    },
    onclosetag(name) {
      if (name === "style") inStyle = false;
    },
  });
  parser.write(html);
  parser.end();
  const linked = await Promise.all(
    stylesheets.map((href) => readFile(path.join(root, href.split("?")[0] ?? href), "utf8")),
  );
  const css = [inlineCss, ...linked].join("\n");
  const embeddedFontBytes = (css.match(EMBEDDED_FONT) ?? []).reduce(
    (sum, font) => sum + Buffer.byteLength(font),
    0,
  );
  return {
    elements,
    cssBytes: Buffer.byteLength(css) - embeddedFontBytes,
    embeddedFontBytes,
    svgDocuments: svgImages + (css.match(SVG_URL)?.length ?? 0),
  };
}
