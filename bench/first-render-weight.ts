/**
 * The first render's weight of the site's templates beside AstroWind's
 * pages, read from the built files (tooling/first-render-weight.ts): elements,
 * CSS bytes (the typeface carried in them apart) and SVG documents.
 *
 *   npm run build && node bench/first-render-weight.ts <astrowind git dir>
 */
import path from "node:path";
import { clientDir } from "../server/build-layout.ts";
import { firstRenderWeight } from "../tooling/first-render-weight.ts";
import { buildPeer } from "./lib/peer.ts";
import { markdownTable } from "./lib/report.ts";

const snapshot = process.argv[2];
if (!snapshot) throw new Error("usage: node bench/first-render-weight.ts <astrowind git dir>");
const { dist, commit } = await buildPeer(snapshot);
const ours = clientDir;

const pairs: [string, string, string][] = [
  ["home", "index.html", "index.html"],
  ["services", "uslugi/index.html", "services/index.html"],
  ["a service page", "uslugi/branding-i-design-szczecin/index.html", "services/index.html"],
  ["portfolio", "portfolio/index.html", "index.html"],
  [
    "a case study",
    "case-study/reliance-wear/index.html",
    "get-started-website-with-astro-tailwind-css/index.html",
  ],
  ["team", "zespol/index.html", "about/index.html"],
  ["blog", "blog/index.html", "blog/index.html"],
  [
    "an article",
    "blog/checklista-startu-strony-firmowej-seo-ux-i-web-design/index.html",
    "get-started-website-with-astro-tailwind-css/index.html",
  ],
  [
    "the longest article",
    "blog/jak-wybrac-agencje-marketingowa-w-szczecinie/index.html",
    "markdown-elements-demo-post/index.html",
  ],
  ["contact", "kontakt/index.html", "contact/index.html"],
  ["privacy", "polityka-prywatnosci/index.html", "privacy/index.html"],
  ["404", "404.html", "404.html"],
];

const rows = [];
for (const [template, page, peerPage] of pairs) {
  const a = await firstRenderWeight(path.join(ours, page), ours);
  const b = await firstRenderWeight(path.join(dist, peerPage), dist);
  rows.push([
    template,
    `${a.elements} / ${b.elements}`,
    `${(a.cssBytes / 1024).toFixed(1)} (+${(a.embeddedFontBytes / 1024).toFixed(1)} face) / ${(b.cssBytes / 1024).toFixed(1)}`,
    `${a.svgDocuments} / ${b.svgDocuments}`,
    peerPage,
  ]);
}
console.log(`AstroWind ${commit}`);
console.log(
  markdownTable(
    ["template", "elements: ours / peer", "CSS KB", "SVG documents", "peer page"],
    rows,
  ),
);
