/**
 * A blog post's banner: original abstract art for its category, drawn as SVG.
 * scripts/generate-blog-banners.ts writes them to public/blog/.
 */
import type { CategoryId } from "../content/blog/categories.ts";

const W = 1200;
const H = 630;

/** A small deterministic random generator seeded by the slug, so banners are stable. */
function random(seed: string) {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Where the motif lives. The layout crops banners: the home page's featured card
 * and the list view's thumbnails fill boxes close to square with object-cover,
 * which keeps about the middle half of the width. So the motif sits inside the
 * central square (CX ± SAFE), and only texture reaches the edges.
 */
const CX = W / 2;
const CY = H / 2;
const SAFE = H / 2 - 40;

function art(category: CategoryId | "default", color: string, rnd: () => number): string {
  switch (category) {
    case "marketing": {
      // Rising bars and a growth curve: campaigns and results.
      const step = 70;
      const left = CX - 3 * step - 20;
      const baseline = CY + 200;
      const bars = Array.from({ length: 7 }, (_, i) => {
        const h = 90 + i * 42 + rnd() * 30;
        return `<rect x="${left + i * step}" y="${baseline - h}" width="40" height="${h}" rx="8" fill="${color}" opacity="${0.25 + i * 0.1}"/>`;
      }).join("");
      const points = Array.from({ length: 7 }, (_, i) => [
        left + 20 + i * step,
        CY + 110 - i * 50 - rnd() * 24,
      ]);
      const line = points.map(([x, y]) => `${x},${y}`).join(" ");
      const dots = points
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="7" fill="#0b0d12" stroke="${color}" stroke-width="4"/>`,
        )
        .join("");
      return `${bars}<polyline points="${line}" fill="none" stroke="${color}" stroke-width="5" stroke-linejoin="round"/>${dots}`;
    }
    case "branding": {
      // Overlapping primitive shapes over a colour swatch row: marks and palettes.
      const r = 120 + rnd() * 30;
      const swatches = [color, "#5eead4", "#fcd34d", "#a5b4fc", "#f2f4f8"]
        .map(
          (fill, i) =>
            `<rect x="${CX - 205 + i * 86}" y="${CY + 170}" width="70" height="70" rx="14" fill="${fill}" opacity="0.9"/>`,
        )
        .join("");
      return `<circle cx="${CX - 60}" cy="${CY - 30}" r="${r}" fill="${color}" opacity="0.35"/>
<rect x="${CX - 60}" y="${CY - 150}" width="200" height="200" rx="28" fill="none" stroke="${color}" stroke-width="6" transform="rotate(${12 + rnd() * 20} ${CX + 40} ${CY - 50})"/>
<polygon points="${CX + 60},${CY + 120} ${CX + 170},${CY - 90} ${CX + 200},${CY + 130}" fill="#5eead4" opacity="0.35"/>${swatches}`;
    }
    case "web-design": {
      // Browser windows with layout blocks and a code sign: websites and applications.
      const window = (x: number, y: number, w: number, h: number, o: number) =>
        `<g opacity="${o}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#141821" stroke="${color}" stroke-width="4"/>
<circle cx="${x + 26}" cy="${y + 24}" r="7" fill="${color}"/><circle cx="${x + 48}" cy="${y + 24}" r="7" fill="${color}" opacity="0.6"/><circle cx="${x + 70}" cy="${y + 24}" r="7" fill="${color}" opacity="0.3"/>
<rect x="${x + 24}" y="${y + 56}" width="${w * 0.5}" height="22" rx="6" fill="${color}" opacity="0.7"/>
<rect x="${x + 24}" y="${y + 94}" width="${w - 48}" height="${h * 0.3}" rx="10" fill="${color}" opacity="0.18"/>
<rect x="${x + 24}" y="${y + 110 + h * 0.3}" width="${(w - 64) / 2}" height="${h * 0.2}" rx="10" fill="${color}" opacity="0.3"/>
<rect x="${x + 40 + (w - 64) / 2}" y="${y + 110 + h * 0.3}" width="${(w - 64) / 2}" height="${h * 0.2}" rx="10" fill="${color}" opacity="0.3"/></g>`;
      const code = `<path d="M${CX + 150} ${CY + 160} l-28 24 l28 24 M${CX + 192} ${CY + 214} l22 -60 M${CX + 230} ${CY + 160} l28 24 l-28 24" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
      return `${window(CX - 170, CY - 190, 360, 300, 0.5)}${window(CX - 230, CY - 150 + rnd() * 20, 360, 300, 1)}${code}`;
    }
    case "case-studies":
    case "tips": {
      // Rings around a tick: a goal reached.
      const rings = Array.from(
        { length: 5 },
        (_, i) =>
          `<circle cx="${CX}" cy="${CY}" r="${60 + i * 45}" fill="none" stroke="${color}" stroke-width="${6 - i}" opacity="${1 - i * 0.17}"/>`,
      ).join("");
      return `${rings}<path d="M${CX - 40} ${CY} l30 30 l60 -70" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    default: {
      // Waves across the whole width: the river the agency is named after.
      return Array.from({ length: 6 }, (_, i) => {
        const y = CY - 130 + i * 50;
        return `<path d="M-20 ${y} C ${W * 0.25} ${y - 90}, ${W * 0.5} ${y + 90}, ${W * 0.75} ${y} S ${W + 20} ${y - 40}, ${W + 20} ${y - 40}" fill="none" stroke="${color}" stroke-width="4" opacity="${0.3 + i * 0.12}"/>`;
      }).join("");
    }
  }
}

/** A faint dot grid over the whole banner: texture that any crop may cut. */
function texture(color: string): string {
  const dots: string[] = [];
  for (let x = 30; x < W; x += 40) {
    for (let y = 30; y < H; y += 40) {
      if (Math.abs(x - CX) < SAFE + 40 && Math.abs(y - CY) < SAFE) continue;
      dots.push(`<circle cx="${x}" cy="${y}" r="2"/>`);
    }
  }
  return `<g fill="${color}" opacity="0.22">${dots.join("")}</g>`;
}

/**
 * A post's banner: abstract art for its category, without words. The title is
 * on the page as text next to every banner, and text inside a picture would be
 * cut by the crops the cards make.
 */
export function bannerSvg(options: {
  slug: string;
  /** The SVG's title (never drawn): what the picture is about. */
  title: string;
  category: CategoryId | "default";
  color: string;
}): string {
  const rnd = random(options.slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<title>${options.title}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0d12"/><stop offset="1" stop-color="#1c2230"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="${options.color}" stop-opacity="0.3"/><stop offset="1" stop-color="${options.color}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${texture(options.color)}
${art(options.category, options.color, rnd)}
</svg>
`;
}
