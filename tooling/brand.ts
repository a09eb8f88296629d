/**
 * The brand's drawing system, shared by the drawn artwork (the blog's covers,
 * tooling/blog-banner.ts; the team's portraits, tooling/portrait.ts): the
 * palette, a random generator seeded by a name so every picture is stable from
 * run to run, and the river line, one thin smooth meandering stroke: a bend of
 * the Odra, the thread through every picture.
 */

/** The site's colours; artwork uses these and no others. */
export const palette = {
  /** The Odra at night: the page's background. */
  ink: "#0c1316",
  panel: "#121b1f",
  panelStrong: "#19252a",
  line: "#2a3a40",
  /** The text colour, and the light ground of a picture. */
  paper: "#f4efe6",
  muted: "#a7b4b5",
  /** Szczecin's brick gothic and the port's cranes. */
  brick: "#f2784b",
  brickStrong: "#ff9470",
  /** The river line's colour. */
  river: "#7cc4c9",
} as const;

export type PaletteColor = (typeof palette)[keyof typeof palette];

export const paletteColors: ReadonlySet<string> = new Set(Object.values(palette));

/**
 * Every colour an SVG paints with: its fill, stroke, stop-color, flood-color
 * and lighting-color values, as attributes or in style, lower-cased; "none",
 * "currentColor" and references to gradients or patterns (url(#…)) left out.
 */
export function paintsIn(svg: string): string[] {
  const found: string[] = [];
  const pattern =
    /\b(fill|stroke|stop-color|flood-color|lighting-color)\s*(?:=\s*"([^"]*)"|=\s*'([^']*)'|:\s*([^;"'}]+))/g;
  for (const match of svg.matchAll(pattern)) {
    const value = (match[2] ?? match[3] ?? match[4] ?? "").trim().toLowerCase();
    if (value === "none" || value === "currentcolor" || value.startsWith("url(")) continue;
    found.push(value);
  }
  return found;
}

/** A small deterministic random generator seeded by a name (a slug, a person's id). */
export function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type Point = readonly [number, number];

const round = (value: number) => Math.round(value * 10) / 10;

/** A smooth path through the points (a Catmull-Rom spline drawn as cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  const [first] = points;
  if (!first) return "";
  const parts = [`M${round(first[0])} ${round(first[1])}`];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    parts.push(
      `C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`,
    );
  }
  return parts.join(" ");
}

/**
 * The points of a river bend from x0 to x1 around the height y: `bends`
 * alternating swings of about `amplitude`, each a little different (rnd), so
 * the line meanders like a lowland river rather than waving like a sine.
 */
export function riverPoints(
  rnd: () => number,
  options: { x0: number; x1: number; y: number; amplitude: number; bends: number },
): Point[] {
  const { x0, x1, y, amplitude, bends } = options;
  const step = (x1 - x0) / bends;
  const points: Point[] = [[x0, y + (rnd() - 0.5) * amplitude * 0.6]];
  const phase = rnd() < 0.5 ? 1 : -1;
  for (let i = 1; i < bends; i++) {
    const sign = i % 2 === 0 ? phase : -phase;
    const swing = amplitude * (0.55 + rnd() * 0.6);
    const drift = (rnd() - 0.5) * step * 0.45;
    points.push([x0 + i * step + drift, y + sign * swing]);
  }
  points.push([x1, y + (rnd() - 0.5) * amplitude * 0.6]);
  return points;
}

/** The river line as a path's d attribute. */
export function riverPath(
  rnd: () => number,
  options: { x0: number; x1: number; y: number; amplitude: number; bends: number },
): string {
  return smoothPath(riverPoints(rnd, options));
}
