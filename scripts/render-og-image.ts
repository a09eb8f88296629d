/**
 * Renders the Open Graph image (public/og-image.png, 1200×630) that link
 * previews show for every page, from the SVG drawn below.
 *
 *   node scripts/render-og-image.ts
 */
import path from "node:path";
import sharp from "sharp";

const width = 1200;
const height = 630;
const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function waves(y: number, opacity: number): string {
  let d = `M-40 ${y}`;
  for (let x = -40; x < width + 80; x += 120) {
    d += ` q30 -26 60 0 t60 0`;
  }
  return `<path d="${d}" fill="none" stroke="#5eead4" stroke-width="3" stroke-linecap="round" opacity="${opacity}"/>`;
}

const dots = Array.from({ length: 70 }, (_, index) => {
  // A fixed pseudo-random scatter so every run draws the same picture.
  const x = (index * 373) % width;
  const y = (index * 211) % height;
  const r = 1.5 + (index % 4) * 0.8;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#5eead4" opacity="${0.12 + (index % 5) * 0.05}"/>`;
}).join("");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b0d12"/>
      <stop offset="0.6" stop-color="#101722"/>
      <stop offset="1" stop-color="#0f3d3a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${dots}
  ${waves(520, 0.35)}
  ${waves(560, 0.2)}
  <g transform="translate(96 120)">
    <rect width="96" height="96" rx="27" fill="#5eead4"/>
    <path d="M18 57c9.6 0 9.6-9 19.2-9s9.6 9 19.2 9 9.6-9 19.2-9M18 39c9.6 0 9.6-9 19.2-9s9.6 9 19.2 9 9.6-9 19.2-9" fill="none" stroke="#04201c" stroke-width="7.2" stroke-linecap="round"/>
    <text x="124" y="66" fill="#f2f4f8" font-family="${font}" font-size="52" font-weight="700">Odra Creative</text>
  </g>
  <text x="96" y="330" fill="#f2f4f8" font-family="${font}" font-size="58" font-weight="700">Branding, strony i marketing,</text>
  <text x="96" y="402" fill="#f2f4f8" font-family="${font}" font-size="58" font-weight="700">które przynoszą klientów</text>
  <text x="96" y="462" fill="#a9b1c1" font-family="${font}" font-size="30">Agencja marketingowa · Szczecin · odracreative.pl</text>
</svg>`;

const out = path.join(import.meta.dirname, "..", "public", "og-image.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
console.log(`Wrote ${path.relative(process.cwd(), out)} (${width}×${height})`);
