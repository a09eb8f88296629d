/**
 * The first render's own weight, per page template, read from the built pages
 * (sizes, never timings): how many elements the browser builds and how deep,
 * how much inline script it parses before anything runs, how many pictures it
 * lays out as SVG documents of their own, what the page weighs compressed, and
 * what the one stylesheet weighs. What these cost in milliseconds is measured
 * beside the peer template in bench/peer.ts (bench/README.md); a budget here
 * keeps a change from growing them unnoticed. A budget that a deliberate
 * change outgrows is raised in the same commit, with the reason.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { Parser } from "htmlparser2";
import { clientDir } from "../../server/build-layout.ts";
import { slugs } from "../support/blog-data.ts";
import { expect, test } from "../support/fixtures.ts";

interface Weight {
  elements: number;
  depth: number;
  svgPictures: number;
  inlineScriptKb: number;
  htmlBrotliKb: number;
}

type Budget = Weight;

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

function weigh(html: string): Weight {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  let svgPictures = 0;
  let inlineScript = 0;
  let inScript = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      elements++;
      if (name === "img" && (attributes.src ?? "").endsWith(".svg")) svgPictures++;
      // Structured data is data, not script to compile.
      inScript = name === "script" && !attributes.src && attributes.type !== "application/ld+json";
      if (!VOID.has(name)) deepest = Math.max(deepest, ++depth);
    },
    ontext(text) {
      if (inScript) inlineScript += text.length;
    },
    onclosetag(name) {
      if (name === "script") inScript = false;
      if (!VOID.has(name)) depth--;
    },
  });
  parser.write(html);
  parser.end();
  return {
    elements,
    depth: deepest,
    svgPictures,
    inlineScriptKb: inlineScript / 1024,
    htmlBrotliKb: brotliCompressSync(html).byteLength / 1024,
  };
}

/**
 * Each template's budget; both languages are held to it. The tab icon inside every page is a PNG, which Chromium decodes without building an
 * SVG document on the page's main thread (tooling/tab-icon-plugin.ts): 0.6 KB more
 * compressed than the SVG was, so every page's HTML budget grew by 0.75 KB.
 */
const templates: { name: string; path: string; budget: Budget }[] = [
  {
    name: "home",
    path: "/",
    // No more elements than AstroWind's home (773; bench/first-render-weight.ts): 761.
    budget: { elements: 773, depth: 14, svgPictures: 0, inlineScriptKb: 21.5, htmlBrotliKb: 20.25 },
  },
  {
    name: "services",
    path: "/uslugi",
    budget: { elements: 320, depth: 15, svgPictures: 0, inlineScriptKb: 13.5, htmlBrotliKb: 9.75 },
  },
  {
    name: "service page",
    path: "/uslugi/branding-i-design-szczecin",
    budget: {
      // Its three price cards list everything each package hands over, as the offer does
      // (397 elements), and the river drawn under its closing call (3): room for those only.
      elements: 410,
      depth: 12,
      svgPictures: 0,
      inlineScriptKb: 15.75,
      htmlBrotliKb: 10.75,
    },
  },
  {
    name: "portfolio",
    path: "/portfolio",
    // The listing is an island: its element (astro-island) is one level more (13).
    budget: { elements: 265, depth: 13, svgPictures: 0, inlineScriptKb: 10, htmlBrotliKb: 8.75 },
  },
  {
    name: "case study",
    path: "/case-study/reliance-wear",
    // The longest case (its chapters, process steps, pictures in pairs, credits and the
    // next project) is some 245 elements; the card beside it describes the client, with no
    // logo; the breadcrumb every inner page has and the closing river add some 25 (273,
    // 10.45 KB), and the page's container one level (13).
    budget: {
      elements: 280,
      depth: 13,
      svgPictures: 0,
      inlineScriptKb: 15.75,
      htmlBrotliKb: 10.75,
    },
  },
  {
    name: "team",
    path: "/zespol",
    budget: { elements: 260, depth: 13, svgPictures: 0, inlineScriptKb: 10, htmlBrotliKb: 8.75 },
  },
  {
    name: "blog",
    path: "/blog",
    // Lists every article: some 30 elements each, room for a few more; the listing is an
    // island, its element (astro-island) one level more (13).
    budget: { elements: 560, depth: 13, svgPictures: 0, inlineScriptKb: 10, htmlBrotliKb: 12.75 },
  },
  {
    name: "article (the longest, with extras)",
    path: `/blog/${slugs.agency}`,
    budget: {
      elements: 900,
      depth: 14,
      svgPictures: 0,
      inlineScriptKb: 28.25,
      htmlBrotliKb: 25.75,
    },
  },
  {
    name: "article (pricing)",
    path: `/blog/${slugs.logo}`,
    budget: {
      elements: 660,
      depth: 15,
      svgPictures: 0,
      inlineScriptKb: 18.25,
      htmlBrotliKb: 19.75,
    },
  },
  {
    name: "contact",
    path: "/kontakt",
    budget: { elements: 255, depth: 12, svgPictures: 0, inlineScriptKb: 10, htmlBrotliKb: 8.25 },
  },
  {
    name: "privacy",
    path: "/polityka-prywatnosci",
    // The policy's sections, their technical details, and the closing call with its river (312).
    budget: { elements: 315, depth: 12, svgPictures: 0, inlineScriptKb: 10, htmlBrotliKb: 11.75 },
  },
];

/**
 * The stylesheet every page loads: the typeface inside it (0006), and the rest. The Odra
 * identity (docs/design.md: the type scale, the section rule, the river's motion, the case
 * study's chapters and the rows to swipe) took the rest from 51.6 to 60.1 KB, about 1.5 KB
 * compressed. Written for the browsers the site supports (tooling/browser-support.ts as the
 * build's targets, so with the fallbacks they need) it is 62.0 KB. A disclosure's plus and a
 * rating's stars drawn by the stylesheet and one picture, instead of an SVG per item (63 fewer
 * elements on home), take it to 62.5 KB.
 */
const STYLESHEET_BUDGET = { totalKb: 140.75, withoutTypefaceKb: 62.5 };

const pageFile = (pagePath: string) =>
  path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);

for (const template of templates) {
  for (const prefix of ["", "/en"]) {
    const pagePath = `${prefix}${template.path}` || "/";
    test(`${template.name} (${pagePath}) stays within its first-render budget`, async () => {
      const weight = weigh(
        await readFile(pageFile(pagePath === "/en/" ? "/en" : pagePath), "utf8"),
      );
      const over = (Object.keys(template.budget) as (keyof Budget)[])
        .filter((key) => weight[key] > template.budget[key])
        .map((key) => `${key}: ${weight[key].toFixed(1)} > ${template.budget[key]}`);
      expect(over, JSON.stringify(weight)).toEqual([]);
    });
  }
}

test("the one stylesheet stays within its budget, with and without the typeface", async () => {
  const assets = path.join(clientDir, "assets");
  const sheets = (await readdir(assets)).filter((name) => name.endsWith(".css"));
  expect(sheets).toHaveLength(1);
  const css = await readFile(path.join(assets, sheets[0] ?? ""), "utf8");
  const withoutTypeface = css.replace(/url\(data:font\/woff2;base64,[^)]*\)/g, "url()");
  expect(css.length / 1024).toBeLessThanOrEqual(STYLESHEET_BUDGET.totalKb);
  expect(withoutTypeface.length / 1024).toBeLessThanOrEqual(STYLESHEET_BUDGET.withoutTypefaceKb);
});
