/**
 * The team's portraits as one drawn series: a flat, geometric bust in ink with
 * its face in paper, lit from the top left, in front of a disc in the person's
 * accent (brick or river) on the site's panel, and a bend of the river line
 * behind the head. No eyes or smile: the likeness is in the silhouette, the
 * hair, a beard and glasses. Every portrait has the same framing and crop, so
 * the series reads as deliberate next to each other and as a small circle.
 * tooling/generate-portraits.ts writes them to public/team/.
 */
import { palette, riverPath, seededRandom } from "./brand.ts";

export const PORTRAIT_SIZE = 400;

export type HairShape =
  /** Short on the sides, with volume on top, swept to the lit side. */
  | "short"
  /** Past the shoulders, parted at the side, framing the face. */
  | "long"
  /** Chin length, straight, with a fringe. */
  | "bob"
  /** Pulled back into a bun at the crown. */
  | "bun"
  /** Close-cropped or none: the head's own line. */
  | "cropped";

export interface PortraitSpec {
  /** Seeds the river line's bend, so each person has their own. */
  id: string;
  /** The SVG's title, never drawn: usually the person's name. */
  title: string;
  /** The colour of the disc behind the head. */
  accent: "brick" | "river";
  hair: HairShape;
  /**
   * The hair's colour: brick for red or auburn hair, ink for any other, dark
   * or fair alike; the series is two-colour, and grey would merge with the
   * face's shaded side.
   */
  hairTone: "ink" | "brick";
  beard?: boolean;
  glasses?: "round" | "square";
  /** What the neckline shows: a shirt's collar under a jacket, or a plain round neck. */
  neckline: "collar" | "round";
  /** Small earrings in the accent colour. */
  earrings?: boolean;
  /**
   * A figure without a face, as a silhouette: the default portrait, shown when
   * someone's own cannot be loaded.
   */
  anonymous?: boolean;
}

const { ink, paper, muted, line, panelStrong, brick, river } = palette;

// The head's geometry, shared by every portrait: the same framing and crop.
const HX = 200;
const TOP = 92;
const CHIN = 268;
const HALF = 58;

/** The face: a broad crown tapering to a narrow chin, one flat shape. */
const FACE = `M${HX - HALF} 168 C${HX - HALF} 118 ${HX - 34} ${TOP} ${HX} ${TOP} C${HX + 34} ${TOP} ${HX + HALF} 118 ${HX + HALF} 168 L${HX + HALF - 2} 200 C${HX + HALF - 6} 236 ${HX + 28} ${CHIN - 6} ${HX} ${CHIN} C${HX - 28} ${CHIN - 6} ${HX - HALF + 6} 236 ${HX - HALF + 2} 200 Z`;

/** The side of the face away from the light (top left): from the brow down the nose to the chin. */
const SHADE = `M${HX + 22} ${TOP + 6} C${HX + 44} 112 ${HX + HALF} 130 ${HX + HALF} 168 L${HX + HALF - 2} 200 C${HX + HALF - 6} 236 ${HX + 28} ${CHIN - 6} ${HX} ${CHIN} L${HX + 6} 238 L${HX + 16} 214 L${HX + 8} 178 L${HX + 14} 150 Z`;

/** The brow's shadow on the side away from the light: an angular plane, not an eye. */
const BROW_SHADE = `M${HX + 10} 168 L${HX + 48} 162 L${HX + 54} 174 L${HX + 14} 186 Z`;

/** The nose's shadow below its tip and the plane under the lower lip. */
const NOSE = `M${HX - 4} 214 L${HX + 16} 214 L${HX + 8} 222 Z M${HX - 8} 244 L${HX + 14} 244 L${HX + 6} 250 Z`;

const NECK = `M${HX - 22} 236 L${HX + 22} 236 L${HX + 24} 304 L${HX - 24} 304 Z`;

/** The shadow the jaw casts on the neck, deeper on the side away from the light. */
const NECK_SHADE = `M${HX - 22} 236 H${HX + 22} L${HX + 24} 286 C${HX + 12} 270 ${HX - 6} 262 ${HX - 22} 258 Z`;

const SHOULDERS =
  "M44 400 L58 344 C64 322 80 312 104 306 L166 294 L234 294 L296 306 C320 312 336 322 342 344 L356 400 Z";

/** Where the light falls on the shoulders' tops. */
const SHOULDER_LIGHT =
  "M52 376 L60 346 C66 326 82 316 104 312 L164 300 L166 306 L108 320 C88 326 76 336 72 352 L64 380 Z";

const EARS = `M${HX - HALF - 8} 182 C${HX - HALF - 14} 184 ${HX - HALF - 14} 210 ${HX - HALF} 214 L${HX - HALF + 2} 184 Z M${HX + HALF + 8} 182 C${HX + HALF + 14} 184 ${HX + HALF + 14} 210 ${HX + HALF} 214 L${HX + HALF - 2} 184 Z`;

function hairBack(shape: HairShape): string {
  switch (shape) {
    case "long":
      return `M${HX - 72} 176 C${HX - 80} 100 ${HX - 40} 74 ${HX + 4} 74 C${HX + 52} 74 ${HX + 84} 104 ${HX + 76} 180 C${HX + 72} 240 ${HX + 84} 290 ${HX + 100} 332 L${HX - 100} 332 C${HX - 82} 290 ${HX - 68} 240 ${HX - 72} 176 Z`;
    case "bob":
      return `M${HX - 74} 170 C${HX - 78} 104 ${HX - 40} 76 ${HX} 76 C${HX + 40} 76 ${HX + 78} 104 ${HX + 74} 170 L${HX + 78} 246 L${HX - 78} 246 Z`;
    case "bun":
      return `M${HX - 30} 70 A30 30 0 1 1 ${HX + 30} 70 A30 30 0 1 1 ${HX - 30} 70 Z`;
    default:
      return "";
  }
}

function hairFront(shape: HairShape): string {
  switch (shape) {
    case "short":
      // Volume on top, a quiff rising towards the light, a high hairline, short at the temples.
      return `M${HX - HALF - 4} 178 C${HX - HALF - 10} 120 ${HX - 36} 74 ${HX + 6} 74 C${HX + 48} 74 ${HX + HALF + 6} 108 ${HX + HALF} 174 L${HX + HALF - 4} 178 L${HX + HALF - 6} 146 C${HX + 36} 126 ${HX + 8} 120 ${HX - 24} 124 C${HX - 44} 128 ${HX - HALF + 6} 140 ${HX - HALF + 4} 178 Z`;
    case "long":
      // A side parting on the lit side, the fringe swept across and down both cheeks.
      return `M${HX - 20} 84 C${HX + 36} 80 ${HX + 70} 110 ${HX + 66} 170 C${HX + 64} 220 ${HX + 70} 252 ${HX + 80} 286 C${HX + 56} 262 ${HX + 48} 220 ${HX + 50} 170 C${HX + 46} 134 ${HX + 12} 116 ${HX - 22} 110 C${HX - 40} 124 ${HX - 52} 148 ${HX - 54} 178 C${HX - 56} 222 ${HX - 62} 256 ${HX - 76} 284 C${HX - 80} 244 ${HX - 70} 206 ${HX - 70} 168 C${HX - 70} 116 ${HX - 48} 88 ${HX - 20} 84 Z`;
    case "bob":
      return `M${HX - 62} 160 C${HX - 62} 104 ${HX - 36} 84 ${HX} 84 C${HX + 36} 84 ${HX + 62} 104 ${HX + 62} 160 L${HX + 60} 150 C${HX + 30} 148 ${HX - 10} 140 ${HX - 30} 118 C${HX - 38} 136 ${HX - 50} 150 ${HX - 62} 160 Z`;
    case "bun":
      return `M${HX - HALF} 160 C${HX - HALF} 112 ${HX - 32} 86 ${HX} 86 C${HX + 32} 86 ${HX + HALF} 112 ${HX + HALF} 160 C${HX + 40} 124 ${HX + 20} 110 ${HX} 108 C${HX - 22} 110 ${HX - 42} 124 ${HX - HALF} 160 Z`;
    case "cropped":
      return `M${HX - HALF + 2} 150 C${HX - HALF} 110 ${HX - 30} ${TOP - 4} ${HX} ${TOP - 4} C${HX + 30} ${TOP - 4} ${HX + HALF} 110 ${HX + HALF - 2} 150 C${HX + 36} 120 ${HX - 36} 120 ${HX - HALF + 2} 150 Z`;
  }
}

/** A full beard from ear to ear, leaving the lit cheek and the upper lip's line. */
const BEARD = `M${HX - HALF + 2} 190 C${HX - HALF + 4} 236 ${HX - 30} ${CHIN + 10} ${HX} ${CHIN + 12} C${HX + 30} ${CHIN + 10} ${HX + HALF - 4} 236 ${HX + HALF - 2} 190 C${HX + 44} 206 ${HX + 30} 216 ${HX + 18} 222 C${HX + 6} 218 ${HX - 6} 218 ${HX - 16} 222 C${HX - 30} 216 ${HX - 44} 206 ${HX - HALF + 2} 190 Z`;

function glasses(kind: "round" | "square"): string {
  const y = 174;
  const w = 38;
  const h = 28;
  const left = HX - 6 - w;
  const right = HX + 6;
  const rx = kind === "round" ? 14 : 6;
  const frame = (x: number) =>
    `<rect x="${x}" y="${y - h / 2}" width="${w}" height="${h}" rx="${rx}"/>`;
  return `<g fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round">${frame(left)}${frame(right)}<path d="M${HX - 6} ${y - 4} Q${HX} ${y - 9} ${HX + 6} ${y - 4} M${left} ${y - 6} L${HX - HALF - 2} ${y - 10} M${right + w} ${y - 6} L${HX + HALF + 2} ${y - 10}"/></g>`;
}

function neckline(kind: "collar" | "round", accent: string): string {
  if (kind === "collar") {
    // A shirt's open collar in paper, a jacket's lapels in ink around it.
    return `<path d="M${HX - 30} 296 L${HX} 340 L${HX + 30} 296 L${HX + 18} 292 L${HX} 316 L${HX - 18} 292 Z" fill="${paper}"/><path d="M${HX - 6} 326 L${HX} 340 L${HX + 6} 326 L${HX + 3} 400 L${HX - 3} 400 Z" fill="${accent}"/>`;
  }
  return `<path d="M${HX - 40} 298 C${HX - 28} 322 ${HX + 28} 322 ${HX + 40} 298" fill="none" stroke="${line}" stroke-width="5"/>`;
}

/** One portrait of the series as an SVG document of PORTRAIT_SIZE square. */
export function portraitSvg(spec: PortraitSpec): string {
  const accent = spec.accent === "brick" ? brick : river;
  const rnd = seededRandom(spec.id);
  const size = PORTRAIT_SIZE;
  // The disc sits a little towards the light, behind the head.
  const disc = { cx: 188, cy: 180, r: 128 };
  const river_ = riverPath(rnd, { x0: -20, x1: size + 20, y: 222, amplitude: 46, bends: 4 });
  const hair = spec.anonymous ? "" : hairBack(spec.hair);
  const hairColor = spec.hairTone === "brick" ? brick : ink;
  const face = spec.anonymous
    ? `<path d="${FACE}" fill="${ink}"/><path d="${EARS}" fill="${ink}"/><path d="${NECK}" fill="${ink}"/>`
    : `<path d="${NECK}" fill="${muted}"/><path d="${NECK_SHADE}" fill="${line}" opacity="0.55"/><path d="${EARS}" fill="${muted}"/><path d="${FACE}" fill="${paper}"/><path d="${SHADE}" fill="${muted}"/><path d="${NOSE}" fill="${muted}"/><path d="${BROW_SHADE}" fill="${muted}"/>`;
  const front = spec.anonymous ? "" : `<path d="${hairFront(spec.hair)}" fill="${hairColor}"/>`;
  const beard = spec.beard && !spec.anonymous ? `<path d="${BEARD}" fill="${hairColor}"/>` : "";
  const eyewear = spec.glasses && !spec.anonymous ? glasses(spec.glasses) : "";
  const earrings = spec.earrings
    ? `<g fill="${spec.accent === "brick" ? river : brick}"><circle cx="${HX - HALF - 6}" cy="222" r="5"/><circle cx="${HX + HALF + 6}" cy="222" r="5"/></g>`
    : "";
  const lit = spec.anonymous
    ? `<path d="M${HX - HALF + 6} 160 C${HX - HALF + 6} 120 ${HX - 30} 100 ${HX - 4} 98" fill="none" stroke="${line}" stroke-width="6" stroke-linecap="round"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-labelledby="title">
<title id="title">${spec.title}</title>
<defs><clipPath id="disc"><circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}"/></clipPath></defs>
<rect width="${size}" height="${size}" fill="${panelStrong}"/>
<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${accent}"/>
<path d="${river_}" fill="none" stroke="${river}" stroke-width="3.5" stroke-linecap="round"/>
<path d="${river_}" fill="none" stroke="${paper}" stroke-width="3.5" stroke-linecap="round" clip-path="url(#disc)"/>
${hair ? `<path d="${hair}" fill="${hairColor}"/>` : ""}
<path d="${SHOULDERS}" fill="${ink}"/>
<path d="${SHOULDER_LIGHT}" fill="${line}"/>
${face}
${neckline(spec.neckline, accent)}
${lit}
${beard}
${front}
${eyewear}
${earrings}
</svg>
`;
}
