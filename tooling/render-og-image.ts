/**
 * Renders the Open Graph image (public/og-image.png, 1200×630) that link
 * previews show for every page: the wordmark, the promise and the river line,
 * in the identity of docs/design.md. Every word is outlined from the font
 * files (tooling/artwork/outline-text.ts), so the picture is set in the brand
 * face wherever it is rendered.
 *
 *   node tooling/render-og-image.ts
 */
import path from "node:path";
import sharp from "sharp";
import { branchPath, RIVER_BOX, riverPath } from "../app/components/identity/river.ts";
import { textPath } from "./artwork/outline-text.ts";
import { palette } from "./brand.ts";

const width = 1200;
const height = 630;
const left = 96;

/** The river line across the lower half, stretched as on the site (preserveAspectRatio none). */
const river = `<svg x="0" y="250" width="${width}" height="380" viewBox="0 0 ${RIVER_BOX.width} ${RIVER_BOX.height}" preserveAspectRatio="none">
  <path d="${riverPath}" fill="none" stroke="${palette.river}" stroke-width="3" stroke-linecap="round" vector-effect="non-scaling-stroke" opacity="0.8"/>
  <path d="${branchPath}" fill="none" stroke="${palette.river}" stroke-width="2" stroke-linecap="round" vector-effect="non-scaling-stroke" opacity="0.45"/>
</svg>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${palette.ink}"/>
  ${river}
  ${textPath("Odra", left, 128, { size: 44, weight: 800, fill: palette.paper })}
  ${textPath("Creative", left + 112, 128, { size: 44, weight: 300, fill: palette.muted })}
  <path d="M${left + 2} 146c12 0 15-6 27-6s16 7 28 7 18-6 36-7" fill="none" stroke="${palette.river}" stroke-width="3.5" stroke-linecap="round"/>
  ${textPath("Marki i strony,", left, 292, { size: 88, weight: 800, letterSpacing: -3, fill: palette.paper })}
  ${textPath("które widać w wynikach", left, 392, { size: 88, weight: 800, letterSpacing: -3, fill: palette.paper })}
  ${textPath("AGENCJA MARKETINGOWA · SZCZECIN · ODRACREATIVE.PL", left, 520, { size: 22, weight: 600, letterSpacing: 3, fill: palette.brick })}
</svg>`;

const out = path.join(import.meta.dirname, "..", "public", "og-image.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
console.log(`Wrote ${path.relative(process.cwd(), out)} (${width}×${height})`);
