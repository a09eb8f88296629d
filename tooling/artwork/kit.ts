/**
 * The drawing kit of the project and service pictures: the studio's palette,
 * a lit surface with soft shadows (one light from the top left), device
 * frames and outlined lettering. Every function returns SVG markup.
 */
import { palette } from "../brand.ts";
import { measureText, type TextStyle, textPath } from "./outline-text.ts";

/** The studio's colours (tooling/brand.ts), under the short names the drawings use. */
export const c = { ...palette, strong: palette.panelStrong } as const;

export type Lang = "pl" | "en";
/** A phrase in both languages. */
export type Words = { pl: string; en: string };
export const w = (pl: string, en: string): Words => ({ pl, en });

type Attrs = Record<string, string | number>;

export function attrs(values: Attrs): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}="${value}"`)
    .join(" ");
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) {
  return `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;
}

export function round(
  x: number,
  y: number,
  width: number,
  height: number,
  r: number,
  fill: string,
  extra: Attrs = {},
) {
  return rect(x, y, width, height, fill, { rx: r, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

export function path(d: string, extra: Attrs) {
  return `<path ${attrs({ d, ...extra })}/>`;
}

export function group(body: string | string[], extra: Attrs = {}) {
  const inner = Array.isArray(body) ? body.join("") : body;
  const list = attrs(extra);
  return `<g${list ? ` ${list}` : ""}>${inner}</g>`;
}

/** An object resting on the surface: a soft shadow down and to the right. */
export const lifted = { filter: "url(#shadow)" };
export const liftedLow = { filter: "url(#shadow-low)" };

export interface LabelStyle extends TextStyle {
  /** The widest the line may be: a longer one is set smaller, never cut. */
  maxWidth?: number;
}

/** A line of lettering as outlines, shrunk to fit maxWidth when it would not. */
export function label(text: string, x: number, y: number, style: LabelStyle): string {
  const { maxWidth, ...rest } = style;
  let size = rest.size;
  if (maxWidth !== undefined) {
    const width = measureText(text, rest);
    if (width > maxWidth) size = (rest.size * maxWidth) / width;
  }
  const spacing = rest.letterSpacing ? (rest.letterSpacing * size) / rest.size : undefined;
  return textPath(text, x, y, { ...rest, size, letterSpacing: spacing });
}

export const measure = measureText;

/** Text set in lines no wider than `width`, broken between words, `leading` apart. */
export function paragraph(
  text: string,
  x: number,
  y: number,
  width: number,
  leading: number,
  style: LabelStyle,
): string {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && measureText(`${last} ${word}`, style) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines
    .map((line, i) => label(line, x, y + i * leading, { ...style, maxWidth: width }))
    .join("");
}

/** The picture: a dark surface lit from the top left, shadows for what lies on it. */
export function picture(width: number, height: number, title: string, body: string | string[]) {
  const inner = Array.isArray(body) ? body.join("") : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title><defs><radialGradient id="light" cx="0.12" cy="0.05" r="1.1"><stop offset="0" stop-color="${c.paper}" stop-opacity="0.10"/><stop offset="0.45" stop-color="${c.paper}" stop-opacity="0.03"/><stop offset="1" stop-color="${c.paper}" stop-opacity="0"/></radialGradient><linearGradient id="screen-glare" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.06"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient><filter id="shadow" x="-20%" y="-20%" width="150%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dx="12" dy="22" result="blur"/><feFlood flood-color="#020506" flood-opacity="0.6"/><feComposite in2="blur" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter><filter id="shadow-low" x="-20%" y="-20%" width="150%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dx="4" dy="8" result="blur"/><feFlood flood-color="#020506" flood-opacity="0.5"/><feComposite in2="blur" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>${rect(0, 0, width, height, c.ink)}${rect(0, 0, width, height, "url(#light)")}${inner}</svg>\n`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A laptop seen from the front: the screen (x, y, width × 10/16 of it) in a
 * black bezel, the base below. `screen` is drawn clipped to the screen.
 */
export function laptop(id: string, x: number, y: number, width: number, screen: string) {
  const height = Math.round((width * 10) / 16);
  const bezel = 14;
  const base = Math.round(width * 0.022);
  const overhang = Math.round(width * 0.06);
  return group(
    [
      `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4"/></clipPath>`,
      round(x - bezel, y - bezel, width + bezel * 2, height + bezel * 2 + 6, 18, "#0a0d0f", {
        stroke: "#33444a",
        "stroke-width": 2,
      }),
      circle(x + width / 2, y - bezel / 2 - 1, 2.5, "#26343a"),
      group(screen, { "clip-path": `url(#${id})` }),
      rect(x, y, width, height, "url(#screen-glare)"),
      path(
        `M${x - bezel - overhang} ${y + height + bezel + 6}h${width + bezel * 2 + overhang * 2}l-14 ${base}h${-(width + bezel * 2 + overhang * 2 - 28)}Z`,
        { fill: "#26343a" },
      ),
      rect(
        x - bezel - overhang,
        y + height + bezel + 6,
        width + bezel * 2 + overhang * 2,
        3,
        "#3b4f56",
      ),
      round(x + width / 2 - 70, y + height + bezel + 6, 140, 7, 3.5, "#1b272c"),
    ],
    lifted,
  );
}

/** A phone: the screen at (x, y) of width × height in a thin bezel, with its island. */
export function phone(
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  screen: string,
) {
  const bezel = 10;
  return group(
    [
      `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="30"/></clipPath>`,
      round(x - bezel, y - bezel, width + bezel * 2, height + bezel * 2, 40, "#0a0d0f", {
        stroke: "#33444a",
        "stroke-width": 2,
      }),
      group(screen, { "clip-path": `url(#${id})` }),
      round(x + width / 2 - 36, y + 10, 72, 20, 10, "#0a0d0f"),
      rect(x, y, width, height, "url(#screen-glare)", { rx: 30 }),
    ],
    lifted,
  );
}

/** A browser's top bar across a screen: three dots and the address. */
export function browserBar(x: number, y: number, width: number, address: string, dark = true) {
  const bar = dark ? "#1d2326" : "#e7e2da";
  const pill = dark ? "#2b3337" : "#d7d0c5";
  const ink = dark ? "#c9d1d2" : "#4a4640";
  return [
    rect(x, y, width, 34, bar),
    ...["#f2784b", "#e8c15a", "#7cc4c9"].map((fill, i) => circle(x + 18 + i * 16, y + 17, 5, fill)),
    round(x + width / 2 - 150, y + 7, 300, 20, 10, pill),
    label(address, x + width / 2, y + 21.5, {
      size: 11.5,
      fill: ink,
      anchor: "middle",
      weight: 500,
    }),
  ].join("");
}

/** A row of navigation links ending at `end`, `gap` apart. */
export function navRow(
  items: string[],
  end: number,
  y: number,
  gap: number,
  style: LabelStyle,
): string {
  const widths = items.map((item) => measureText(item, style));
  let x = end - widths.reduce((sum, width) => sum + width, 0) - gap * (items.length - 1);
  return items
    .map((item, i) => {
      const out = label(item, x, y, style);
      x += (widths[i] ?? 0) + gap;
      return out;
    })
    .join("");
}

/** The studio's river line: one thin meandering stroke, a stylised Odra bend. */
export function riverLine(d: string, opacity = 0.9) {
  return path(d, {
    fill: "none",
    stroke: c.river,
    "stroke-width": 2.5,
    "stroke-linecap": "round",
    opacity,
  });
}

/** A pill button with its words centred. */
export function button(
  x: number,
  y: number,
  width: number,
  height: number,
  text: string,
  fill: string,
  ink: string,
  style: Partial<LabelStyle> = {},
) {
  const size = style.size ?? height * 0.38;
  return (
    round(x, y, width, height, style.face === "oswald" ? 2 : height / 2, fill) +
    label(text, x + width / 2, y + height / 2 + size * 0.36, {
      weight: 600,
      ...style,
      size,
      fill: ink,
      anchor: "middle",
      maxWidth: width - 20,
    })
  );
}
