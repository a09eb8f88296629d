/**
 * The clients' brand material the pictures show: The Goat Beard's mark and
 * copper palette, Reliance Wear's garments, Parkingi MAGR's sign. Each client
 * is set in its own face (tooling/artwork/outline-text.ts).
 */
import { circle, group, label, path } from "./kit.ts";

export const goat = {
  copper: "#b8733f",
  copperLight: "#d9a066",
  espresso: "#2a1d15",
  cream: "#efe4d2",
  graphite: "#17191c",
} as const;

export const reliance = {
  bone: "#ece7df",
  sand: "#d9cfbf",
  black: "#141414",
  olive: "#5f6448",
  grey: "#6f6a63",
  green: "#3f8f5a",
} as const;

export const magr = {
  blue: "#1d5fd1",
  blueDark: "#123f8f",
  yellow: "#f4c430",
  asphalt: "#1c2024",
  page: "#f3f5f7",
  street: "#dfe4ea",
  grey: "#5d6670",
} as const;

/** The Goat Beard's goat-head mark, centred at (cx, cy), about 200 × 240 at scale 1. */
export function goatMark(cx: number, cy: number, scale: number, stroke: string, width = 6) {
  return group(
    [
      // Horns sweeping up and back, ears out to the sides.
      path("M-12-46C-16-78-36-98-62-100C-46-88-38-70-34-50", {}),
      path("M12-46C16-78 36-98 62-100C46-88 38-70 34-50", {}),
      path("M-32-36L-66-26C-56-16-44-14-32-18", {}),
      path("M32-36L66-26C56-16 44-14 32-18", {}),
      // The long face, the eyes and the beard that names the shop.
      path("M-32-48Q0-56 32-48C32-14 22 10 0 20C-22 10-32-14-32-48Z", {}),
      path("M-19-22l10 3M19-22l-10 3", {}),
      path("M-20 12C-16 44-8 66 0 88C8 66 16 44 20 12", {}),
      path("M0 32V70", {}),
    ],
    {
      transform: `translate(${cx} ${cy - 6 * scale}) scale(${scale})`,
      fill: "none",
      stroke,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    },
  );
}

/** The Goat Beard's round badge: the mark in a copper ring. */
export function goatBadge(cx: number, cy: number, r: number, ring: string, fill: string) {
  return [
    circle(cx, cy, r, fill),
    circle(cx, cy, r - r * 0.08, "none", {
      stroke: ring,
      "stroke-width": Math.max(1.5, r * 0.035),
    }),
    goatMark(cx, cy + r * 0.05, (r / 150) * 1.05, ring, 6),
  ].join("");
}

/** The Goat Beard's wordmark, centred, fitted to maxWidth. */
export function goatWordmark(cx: number, y: number, size: number, fill: string, maxWidth: number) {
  return label("The Goat Beard", cx, y, {
    face: "dmSerif",
    size,
    fill,
    anchor: "middle",
    maxWidth,
  });
}

const garmentShapes = {
  tee: "M-0.5-0.42L-0.17-0.5Q0-0.38 0.17-0.5L0.5-0.42L0.64-0.1L0.43-0.03L0.41 0.5L-0.41 0.5L-0.43-0.03L-0.64-0.1Z",
  hoodie:
    "M-0.36-0.44L-0.2-0.5Q-0.18-0.66 0-0.68Q0.18-0.66 0.2-0.5L0.36-0.44L0.56-0.18L0.68 0.42L0.5 0.46L0.4 0.02L0.4 0.52L-0.4 0.52L-0.4 0.02L-0.5 0.46L-0.68 0.42L-0.56-0.18Z",
  jacket:
    "M-0.34-0.46L-0.12-0.52L0-0.36L0.12-0.52L0.34-0.46L0.56-0.2L0.66 0.44L0.5 0.48L0.42 0.04L0.42 0.54L-0.42 0.54L-0.42 0.04L-0.5 0.48L-0.66 0.44L-0.56-0.2Z",
  cap: "M-0.42 0.1Q-0.42-0.36 0-0.38Q0.42-0.36 0.42 0.1L0.68 0.16Q0.7 0.24 0.42 0.24L-0.42 0.24Q-0.46 0.2-0.42 0.1Z",
} as const;

export type Garment = keyof typeof garmentShapes;

/** A flat-lay garment, centred at (cx, cy), about `size` across. */
export function garment(kind: Garment, cx: number, cy: number, size: number, fill: string) {
  const d = garmentShapes[kind].replace(/-?\d*\.?\d+/g, (n) =>
    String(Math.round(Number(n) * size * 10) / 10),
  );
  const details =
    kind === "hoodie"
      ? path(
          `M${-0.12 * size} ${-0.5 * size}Q0 ${-0.4 * size} ${0.12 * size} ${-0.5 * size}M${-0.2 * size} ${0.2 * size}h${0.4 * size}v${0.14 * size}h${-0.4 * size}Z`,
          {
            fill: "none",
            stroke: "#000",
            "stroke-opacity": 0.22,
            "stroke-width": Math.max(1, size * 0.012),
          },
        )
      : kind === "jacket"
        ? path(`M0 ${-0.36 * size}V${0.54 * size}`, {
            stroke: "#000",
            "stroke-opacity": 0.25,
            "stroke-width": Math.max(1, size * 0.012),
          })
        : "";
  return group([path(d, { fill }), details], { transform: `translate(${cx} ${cy})` });
}

/** Parkingi MAGR's sign: a white P on a blue square. */
export function magrSign(x: number, y: number, size: number) {
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="${magr.blue}"/>`,
    label("P", x + size / 2, y + size * 0.78, {
      face: "barlow",
      weight: 800,
      size: size * 0.78,
      fill: "#ffffff",
      anchor: "middle",
    }),
  ].join("");
}

/** A map pin with a P, its point at (x, y). */
export function magrPin(x: number, y: number, scale = 1, fill: string = magr.blue) {
  return group(
    [
      path("M0 0C-14-18-24-30-24-44a24 24 0 0 1 48 0C24-30 14-18 0 0Z", {
        fill,
        stroke: "#ffffff",
        "stroke-width": 2.5,
      }),
      label("P", 0, -35, {
        face: "barlow",
        weight: 800,
        size: 22,
        fill: "#ffffff",
        anchor: "middle",
      }),
    ],
    { transform: `translate(${x} ${y}) scale(${scale})`, filter: "url(#shadow-low)" },
  );
}
