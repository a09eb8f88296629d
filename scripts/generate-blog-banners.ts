/**
 * Draws each blog post's banner (public/blog/artykulN/banner.svg) and the
 * default banner: original abstract art per category with the post's title.
 * Run: node_modules/.bin/node scripts/generate-blog-banners.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { type CategoryId, categories } from "../content/blog/categories.ts";
import { postFolders } from "../content/blog/sources.ts";
import { escapeXml } from "../shared/text.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const blogDir = path.join(root, "content", "blog");
const publicDir = path.join(root, "public");
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

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line ? `${line} ${word}` : word).length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[,.:;!?—-]*$/, "")}…`;
    return kept;
  }
  return lines;
}

function art(category: CategoryId | "default", color: string, rnd: () => number): string {
  const x0 = 700;
  switch (category) {
    case "marketing": {
      // Rising bars and a growth curve: campaigns and results.
      const bars = Array.from({ length: 7 }, (_, i) => {
        const h = 90 + i * 45 + rnd() * 40;
        return `<rect x="${x0 + i * 62}" y="${560 - h}" width="40" height="${h}" rx="8" fill="${color}" opacity="${0.25 + i * 0.1}"/>`;
      }).join("");
      const points = Array.from(
        { length: 8 },
        (_, i) => `${x0 + i * 62},${470 - i * 52 - rnd() * 30}`,
      ).join(" ");
      const dots = points
        .split(" ")
        .map((point) => {
          const [x, y] = point.split(",");
          return `<circle cx="${x}" cy="${y}" r="7" fill="#0b0d12" stroke="${color}" stroke-width="4"/>`;
        })
        .join("");
      return `${bars}<polyline points="${points}" fill="none" stroke="${color}" stroke-width="5" stroke-linejoin="round"/>${dots}`;
    }
    case "branding": {
      // Overlapping primitive shapes and a colour swatch row: marks and palettes.
      const r = 120 + rnd() * 40;
      const swatches = [color, "#5eead4", "#fcd34d", "#a5b4fc", "#f2f4f8"]
        .map(
          (fill, i) =>
            `<rect x="${x0 + 20 + i * 86}" y="500" width="70" height="70" rx="14" fill="${fill}" opacity="0.9"/>`,
        )
        .join("");
      return `<circle cx="${x0 + 150}" cy="270" r="${r}" fill="${color}" opacity="0.35"/>
<rect x="${x0 + 170}" y="120" width="220" height="220" rx="28" fill="none" stroke="${color}" stroke-width="6" transform="rotate(${12 + rnd() * 20} ${x0 + 280} 230)"/>
<polygon points="${x0 + 330},380 ${x0 + 450},170 ${x0 + 470},400" fill="#5eead4" opacity="0.35"/>${swatches}`;
    }
    case "web-design": {
      // Browser windows with layout blocks: websites and applications.
      const window = (x: number, y: number, w: number, h: number, o: number) =>
        `<g opacity="${o}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#141821" stroke="${color}" stroke-width="4"/>
<circle cx="${x + 26}" cy="${y + 24}" r="7" fill="${color}"/><circle cx="${x + 48}" cy="${y + 24}" r="7" fill="${color}" opacity="0.6"/><circle cx="${x + 70}" cy="${y + 24}" r="7" fill="${color}" opacity="0.3"/>
<rect x="${x + 24}" y="${y + 56}" width="${w * 0.5}" height="22" rx="6" fill="${color}" opacity="0.7"/>
<rect x="${x + 24}" y="${y + 94}" width="${w - 48}" height="${h * 0.3}" rx="10" fill="${color}" opacity="0.18"/>
<rect x="${x + 24}" y="${y + 110 + h * 0.3}" width="${(w - 64) / 2}" height="${h * 0.2}" rx="10" fill="${color}" opacity="0.3"/>
<rect x="${x + 40 + (w - 64) / 2}" y="${y + 110 + h * 0.3}" width="${(w - 64) / 2}" height="${h * 0.2}" rx="10" fill="${color}" opacity="0.3"/></g>`;
      return `${window(x0 + 90, 150, 380, 330, 0.5)}${window(x0, 90 + rnd() * 20, 380, 330, 1)}<text x="${x0 + 300}" y="560" font-family="ui-monospace, monospace" font-size="44" fill="${color}" opacity="0.8">&lt;/&gt;</text>`;
    }
    case "case-studies":
    case "tips": {
      const rings = Array.from(
        { length: 5 },
        (_, i) =>
          `<circle cx="${x0 + 240}" cy="315" r="${60 + i * 45}" fill="none" stroke="${color}" stroke-width="${6 - i}" opacity="${1 - i * 0.17}"/>`,
      ).join("");
      return `${rings}<path d="M${x0 + 200} 315 l30 30 l60 -70" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    default: {
      const waves = Array.from({ length: 6 }, (_, i) => {
        const y = 200 + i * 50;
        return `<path d="M${x0 - 40} ${y} C ${x0 + 100} ${y - 80}, ${x0 + 260} ${y + 80}, ${x0 + 480} ${y - 20}" fill="none" stroke="${color}" stroke-width="4" opacity="${0.3 + i * 0.12}"/>`;
      }).join("");
      return waves;
    }
  }
}

export function bannerSvg(options: {
  slug: string;
  title: string;
  label: string;
  category: CategoryId | "default";
  color: string;
}): string {
  const rnd = random(options.slug);
  const lines = wrap(options.title, 26, 4);
  const title = lines
    .map(
      (line, i) =>
        `<text x="72" y="${250 + i * 58}" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="46" font-weight="700" fill="#f2f4f8">${escapeXml(line)}</text>`,
    )
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(options.title)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0d12"/><stop offset="1" stop-color="#1c2230"/></linearGradient>
<radialGradient id="glow" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="${options.color}" stop-opacity="0.28"/><stop offset="1" stop-color="${options.color}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${art(options.category, options.color, rnd)}
<rect x="72" y="130" width="${options.label.length * 14 + 40}" height="44" rx="22" fill="none" stroke="${options.color}" stroke-width="2"/>
<text x="92" y="160" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="20" font-weight="600" letter-spacing="2" fill="${options.color}">${escapeXml(options.label.toUpperCase())}</text>
${title}
<text x="72" y="560" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="24" font-weight="600" fill="#a9b1c1">Odra Creative · Szczecin</text>
</svg>
`;
}

function write(relative: string, svg: string) {
  const file = path.join(publicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`wrote public${relative}`);
}

write(
  "/blog/default-banner.svg",
  bannerSvg({
    slug: "default",
    title: "Blog Odra Creative — marketing, branding i strony www",
    label: "Blog",
    category: "default",
    color: "#5eead4",
  }),
);

for (const folder of postFolders(blogDir)) {
  const { data } = matter(readFileSync(path.join(blogDir, folder, "pl.md"), "utf8"));
  const image = typeof data.featuredImage === "string" ? data.featuredImage : undefined;
  const category = categories.find((entry) => entry.id === data.category);
  if (!image?.endsWith(".svg") || typeof data.title !== "string" || !category) continue;
  write(
    image,
    bannerSvg({
      slug: folder,
      title: data.title,
      label: category.name.pl,
      category: category.id,
      color: category.color,
    }),
  );
}
