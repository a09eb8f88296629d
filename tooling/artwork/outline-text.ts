/**
 * Lettering for the artwork as outlines: a label becomes SVG `<path>` data
 * drawn from the real font file, so a picture shows the same type wherever it
 * is rendered (a browser showing an SVG as an image, or sharp making the WebP,
 * can use no web font and would fall back to a system face). Shaping and
 * kerning come from the font (fontkit's layout); a variable font is set at the
 * weight asked for. Each face is two fontsource subsets, latin and latin-ext
 * (the Polish letters): every character is set in the first file that has it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { create, type Font } from "fontkit";

const modules = path.join(import.meta.dirname, "..", "..", "node_modules");

/** The faces the pictures are set in: the studio's own and the clients' brand type. */
const faces = {
  /** Bricolage Grotesque, the site's typeface (variable, any weight 200–800). */
  bricolage: {
    variable: true,
    files: (_weight: number) =>
      ["latin", "latin-ext"].map(
        (subset) =>
          `@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-${subset}-wght-normal.woff2`,
      ),
  },
  /** DM Serif Display: The Goat Beard's classic, razor-sharp serif. */
  dmSerif: {
    variable: false,
    files: (_weight: number) =>
      ["latin", "latin-ext"].map(
        (subset) =>
          `@fontsource/dm-serif-display/files/dm-serif-display-${subset}-400-normal.woff2`,
      ),
  },
  /** Oswald: Reliance Wear's condensed clothing-label sans (200–700). */
  oswald: {
    variable: false,
    files: (weight: number) =>
      ["latin", "latin-ext"].map(
        (subset) =>
          `@fontsource/oswald/files/oswald-${subset}-${staticWeight(weight, 200, 700)}-normal.woff2`,
      ),
  },
  /** Barlow: Parkingi MAGR's road-sign sans (100–900). */
  barlow: {
    variable: false,
    files: (weight: number) =>
      ["latin", "latin-ext"].map(
        (subset) =>
          `@fontsource/barlow/files/barlow-${subset}-${staticWeight(weight, 100, 900)}-normal.woff2`,
      ),
  },
} as const;

export type Face = keyof typeof faces;

function staticWeight(weight: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(weight / 100) * 100));
}

export interface TextStyle {
  face?: Face;
  /** Font size in px (the em). */
  size: number;
  /** 100–900; a variable face is set at exactly this weight. */
  weight?: number;
  /** Extra space after each character, in px (as CSS letter-spacing). */
  letterSpacing?: number;
  /** Where x is: the start, middle or end of the line. */
  anchor?: "start" | "middle" | "end";
  fill?: string;
  /** Extra attributes for the path element (opacity, transform…). */
  attributes?: string;
}

/**
 * A variable font instance. fontkit's own `getVariation` fails on a WOFF2 file
 * (it reopens the compressed stream as a plain TrueType one), and the WOFF2
 * glyph decoder skips the glyph variations, so the instance is made here: the
 * glyph table is decoded at the default, then the variation deltas (gvar) are
 * applied to every glyph's points and components, as fontkit does for a TTF.
 */
interface Woff2Internals {
  variationCoords: number[] | null;
  fvar: { axis: { axisTag: string; minValue: number; defaultValue: number; maxValue: number }[] };
  _variationProcessor: {
    transformPoints(id: number, points: Point[]): void;
  } | null;
  _transformedGlyphs: (
    | { points?: Point[]; components?: { dx: number; dy: number }[] }
    | undefined
  )[];
}
interface Point {
  x: number;
  y: number;
  copy(): Point;
}

function variableInstance(buffer: Buffer, weight: number): Font {
  const font = create(buffer);
  const internals = font as unknown as Woff2Internals;
  Object.defineProperty(font, "_variationProcessor", {
    value: null,
    configurable: true,
    writable: true,
  });
  font.getGlyph(0);
  internals.variationCoords = internals.fvar.axis.map((axis) =>
    axis.axisTag.trim() === "wght"
      ? Math.min(axis.maxValue, Math.max(axis.minValue, weight))
      : axis.defaultValue,
  );
  delete (font as unknown as Record<string, unknown>)._variationProcessor;
  const processor = internals._variationProcessor;
  if (!processor) throw new Error("the font has no variation data");
  internals._transformedGlyphs.forEach((glyph, id) => {
    if (!glyph) return;
    const template = glyph.points?.[0];
    if (glyph.points && template) {
      // Four phantom points (the advance and vertical metrics) end the list, as gvar expects.
      const phantoms = [0, 1, 2, 3].map(() =>
        Object.assign(template.copy(), { x: 0, y: 0, endContour: true }),
      );
      processor.transformPoints(id, [...glyph.points, ...phantoms]);
    } else if (glyph.components && glyph.components.length > 0) {
      const probe = firstPoint(internals);
      if (!probe) return;
      const points = glyph.components.map((component) =>
        Object.assign(probe.copy(), { x: component.dx, y: component.dy, endContour: true }),
      );
      const phantoms = [0, 1, 2, 3].map(() =>
        Object.assign(probe.copy(), { x: 0, y: 0, endContour: true }),
      );
      processor.transformPoints(id, [...points, ...phantoms]);
      glyph.components.forEach((component, index) => {
        const moved = points[index];
        if (moved) Object.assign(component, { dx: moved.x, dy: moved.y });
      });
    }
  });
  return font;
}

function firstPoint(internals: Woff2Internals): Point | undefined {
  for (const glyph of internals._transformedGlyphs) {
    const point = glyph?.points?.[0];
    if (point) return point;
  }
  return undefined;
}

const fontCache = new Map<string, Font>();

function fontsOf(face: Face, weight: number): Font[] {
  const { variable, files } = faces[face];
  return files(weight).map((file) => {
    const key = `${file}@${variable ? weight : "static"}`;
    let font = fontCache.get(key);
    if (!font) {
      const buffer = readFileSync(path.join(modules, file));
      font = variable ? variableInstance(buffer, weight) : create(buffer);
      fontCache.set(key, font);
    }
    return font;
  });
}

interface Run {
  font: Font;
  text: string;
}

/** The text in runs, each set in the first file of the face that has all its characters. */
function runsOf(text: string, fonts: Font[], face: Face): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const font =
      fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ??
      (/\s/.test(character) ? fonts[0] : undefined);
    if (!font) {
      throw new Error(`"${character}" (U+${codePoint.toString(16)}) is in no file of ${face}`);
    }
    const last = runs.at(-1);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

const round = (value: number) => Math.round(value * 10) / 10;

export interface Outline {
  /** Path data in the picture's coordinates. */
  d: string;
  /** The advance width of the line, letter-spacing included (px). */
  width: number;
}

/**
 * A line of text as path data, its baseline at y, placed at x by its anchor.
 * Letter-spacing follows every glyph but the last, as a designer means it.
 */
export function outlineText(text: string, x: number, y: number, style: TextStyle): Outline {
  const face = style.face ?? "bricolage";
  const weight = style.weight ?? 400;
  const fonts = fontsOf(face, weight);
  const spacing = style.letterSpacing ?? 0;
  const placed: {
    font: Font;
    glyph: { path: { commands: { command: string; args: number[] }[] } };
    x: number;
    y: number;
  }[] = [];
  let pen = 0;
  // Letter-spaced lettering is set without ligatures, as CSS does; the space follows every
  // glyph but the last.
  const runs = runsOf(text, fonts, face).map((run) => ({
    font: run.font,
    layout: run.font.layout(run.text, spacing ? { liga: false, clig: false } : undefined),
  }));
  const glyphCount = runs.reduce((sum, run) => sum + run.layout.glyphs.length, 0);
  let index = 0;
  for (const { font, layout } of runs) {
    const scale = style.size / font.unitsPerEm;
    layout.glyphs.forEach((glyph, position) => {
      const at = layout.positions[position];
      if (!at) return;
      placed.push({ font, glyph, x: pen + at.xOffset * scale, y: -at.yOffset * scale });
      pen += at.xAdvance * scale;
      index += 1;
      if (index < glyphCount) pen += spacing;
    });
  }
  const width = pen;
  const start = style.anchor === "middle" ? x - width / 2 : style.anchor === "end" ? x - width : x;
  const parts: string[] = [];
  for (const item of placed) {
    const scale = style.size / item.font.unitsPerEm;
    const ox = start + item.x;
    const oy = y + item.y;
    for (const { command, args } of item.glyph.path.commands) {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        points.push(
          `${round(ox + (args[i] ?? 0) * scale)} ${round(oy - (args[i + 1] ?? 0) * scale)}`,
        );
      }
      const letter = {
        moveTo: "M",
        lineTo: "L",
        quadraticCurveTo: "Q",
        bezierCurveTo: "C",
        closePath: "Z",
      }[command];
      if (letter) parts.push(letter + points.join(" "));
    }
  }
  return { d: parts.join(""), width };
}

/** The width a line of text takes (px). */
export function measureText(text: string, style: TextStyle): number {
  return outlineText(text, 0, 0, style).width;
}

/** A line of text as an SVG path element (nothing at all for an empty line). */
export function textPath(text: string, x: number, y: number, style: TextStyle): string {
  const { d } = outlineText(text, x, y, style);
  if (!d) return "";
  return `<path d="${d}" fill="${style.fill ?? "currentColor"}"${style.attributes ? ` ${style.attributes}` : ""}/>`;
}
