/**
 * Draws the service and project artwork as SVG files under public/images/:
 * stylised identity boards, browser and phone mock-ups in the site's dark
 * palette. Run after changing a drawing:
 *   node_modules/.bin/node scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const c = {
  ink: "#0b0d12",
  panel: "#141821",
  strong: "#1c2230",
  line: "#2a3142",
  fg: "#f2f4f8",
  muted: "#a9b1c1",
  accent: "#5eead4",
  accentStrong: "#2dd4bf",
  amber: "#fbbf24",
  copper: "#d08a4e",
  violet: "#a78bfa",
  rose: "#fb7185",
  sky: "#7dd3fc",
};

const font = "Inter, ui-sans-serif, system-ui, sans-serif";

type Attrs = Record<string, string | number>;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}="${value}"`)
    .join(" ");
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) {
  return `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
}

function round(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra: Attrs = {},
) {
  return rect(x, y, w, h, fill, { rx: r, ...extra });
}

function label(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra: Attrs = {},
) {
  return `<text ${attrs({ x, y, "font-family": font, "font-size": size, fill, ...extra })}>${content}</text>`;
}

/** Text-like placeholder lines. */
function lines(x: number, y: number, widths: number[], gap = 18, fill = c.line, height = 8) {
  return widths.map((w, i) => round(x, y + i * gap, w, height, height / 2, fill)).join("");
}

function svg(width: number, height: number, title: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title><defs><radialGradient id="glow" cx="0.8" cy="0.1" r="0.9"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.22"/><stop offset="0.55" stop-color="${c.accent}" stop-opacity="0.04"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient><radialGradient id="glow2" cx="0.1" cy="1" r="0.8"><stop offset="0" stop-color="${c.violet}" stop-opacity="0.16"/><stop offset="1" stop-color="${c.violet}" stop-opacity="0"/></radialGradient><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent}"/><stop offset="1" stop-color="${c.violet}"/></linearGradient></defs>${rect(0, 0, width, height, c.ink)}${rect(0, 0, width, height, "url(#glow)")}${rect(0, 0, width, height, "url(#glow2)")}${body}</svg>\n`;
}

/** A browser window whose page area starts at (x, y + 44). */
function browser(x: number, y: number, w: number, h: number, url: string, page: string) {
  return [
    round(x, y, w, h, 18, c.panel, { stroke: c.line, "stroke-width": 2 }),
    `<circle cx="${x + 26}" cy="${y + 22}" r="6" fill="${c.rose}"/>`,
    `<circle cx="${x + 46}" cy="${y + 22}" r="6" fill="${c.amber}"/>`,
    `<circle cx="${x + 66}" cy="${y + 22}" r="6" fill="${c.accent}"/>`,
    round(x + 96, y + 11, Math.min(420, w - 130), 22, 11, c.strong),
    label(x + 112, y + 27, 13, c.muted, url),
    rect(x, y + 44, w, 1.5, c.line),
    page,
  ].join("");
}

/** A phone whose screen starts at (x + 12, y + 40). */
function phone(x: number, y: number, w: number, h: number, screen: string) {
  return [
    round(x, y, w, h, 34, c.strong, { stroke: c.line, "stroke-width": 3 }),
    round(x + 12, y + 40, w - 24, h - 70, 8, c.panel),
    round(x + w / 2 - 30, y + 16, 60, 10, 5, c.line),
    round(x + w / 2 - 40, y + h - 20, 80, 6, 3, c.line),
    screen,
  ].join("");
}

function button(x: number, y: number, w: number, text: string, fill = c.accent, ink = "#04201c") {
  return (
    round(x, y, w, 40, 20, fill) +
    label(x + w / 2, y + 25, 14, ink, text, { "text-anchor": "middle", "font-weight": 700 })
  );
}

// --- Service illustrations (800 × 600) ------------------------------------

const brandingArt = svg(
  800,
  600,
  "Branding",
  [
    round(60, 60, 420, 480, 28, c.panel, { stroke: c.line, "stroke-width": 2 }),
    `<circle cx="270" cy="230" r="110" fill="none" stroke="url(#sheen)" stroke-width="18"/>`,
    `<path d="M200 250c24 0 24-26 48-26s24 26 48 26 24-26 48-26M200 205c24 0 24-26 48-26s24 26 48 26 24-26 48-26" fill="none" stroke="${c.fg}" stroke-width="12" stroke-linecap="round"/>`,
    label(270, 410, 40, c.fg, "Aa Bb", { "text-anchor": "middle", "font-weight": 800 }),
    lines(150, 440, [240, 180], 22),
    ...[c.accent, c.violet, c.amber, c.fg].map(
      (fill, i) =>
        `<circle cx="${590 + (i % 2) * 110}" cy="${130 + Math.floor(i / 2) * 120}" r="46" fill="${fill}"/>`,
    ),
    round(520, 400, 220, 140, 20, c.strong, { stroke: c.line, "stroke-width": 2 }),
    label(545, 450, 22, c.fg, "Brand book", { "font-weight": 700 }),
    lines(545, 475, [160, 120, 140], 18),
  ].join(""),
);

const webArt = svg(
  800,
  600,
  "Web",
  [
    browser(
      50,
      70,
      560,
      420,
      "twojafirma.pl",
      [
        label(90, 190, 28, c.fg, "Szybka strona,", { "font-weight": 800 }),
        label(90, 228, 28, c.accent, "więcej klientów", { "font-weight": 800 }),
        lines(90, 262, [300, 260], 20),
        button(90, 316, 170, "Umów rozmowę"),
        round(360, 150, 210, 210, 20, c.strong),
        `<path d="M390 320l50-60 40 40 30-30 40 50Z" fill="${c.accent}" opacity="0.5"/>`,
        `<circle cx="520" cy="200" r="22" fill="${c.amber}" opacity="0.8"/>`,
        ...[0, 1, 2].map((i) => round(90 + i * 160, 390, 140, 70, 14, c.strong)),
      ].join(""),
    ),
    phone(
      560,
      160,
      190,
      380,
      [
        round(590, 230, 130, 90, 12, c.strong),
        lines(590, 340, [120, 90, 110], 18),
        button(590, 410, 130, "Zadzwoń"),
      ].join(""),
    ),
  ].join(""),
);

const marketingArt = svg(
  800,
  600,
  "Marketing",
  [
    round(60, 60, 680, 480, 28, c.panel, { stroke: c.line, "stroke-width": 2 }),
    ...[
      ["Zapytania", "+45%", c.accent],
      ["Konwersja", "+60%", c.violet],
      ["Koszt / klik", "2–8 zł", c.amber],
    ].map(
      ([name, value, color], i) =>
        round(100 + i * 205, 100, 185, 110, 18, c.strong) +
        label(120 + i * 205, 140, 16, c.muted, name ?? "") +
        label(120 + i * 205, 188, 36, color ?? c.fg, value ?? "", { "font-weight": 800 }),
    ),
    ...[0, 1, 2, 3].map((i) => rect(100, 270 + i * 60, 600, 1.5, c.line)),
    `<path d="M100 470 L180 440 L260 450 L340 400 L420 410 L500 340 L580 330 L700 260 L700 470Z" fill="${c.accent}" opacity="0.14"/>`,
    `<path d="M100 470 L180 440 L260 450 L340 400 L420 410 L500 340 L580 330 L700 260" fill="none" stroke="${c.accent}" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="M100 480 L180 470 L260 460 L340 450 L420 440 L500 420 L580 410 L700 390" fill="none" stroke="${c.violet}" stroke-width="4" stroke-dasharray="10 10"/>`,
    `<circle cx="700" cy="260" r="10" fill="${c.accent}"/>`,
  ].join(""),
);

const videoArt = svg(
  800,
  600,
  "Video",
  [
    ...[0, 1, 2].map(
      (i) =>
        round(60 + i * 230, 400, 210, 140, 14, c.panel, { stroke: c.line, "stroke-width": 2 }) +
        `<path d="M${80 + i * 230} 520l50-50 40 30 40-45 60 65Z" fill="${[c.accent, c.violet, c.amber][i]}" opacity="0.45"/>`,
    ),
    `<circle cx="400" cy="220" r="170" fill="${c.strong}" stroke="${c.line}" stroke-width="4"/>`,
    `<circle cx="400" cy="220" r="130" fill="${c.panel}" stroke="url(#sheen)" stroke-width="10"/>`,
    `<circle cx="400" cy="220" r="80" fill="#06080c" stroke="${c.line}" stroke-width="6"/>`,
    `<circle cx="375" cy="195" r="22" fill="${c.fg}" opacity="0.25"/>`,
    `<path d="M385 190v60l52-30Z" fill="${c.accent}"/>`,
    `<circle cx="640" cy="80" r="12" fill="${c.rose}"/>`,
    label(662, 87, 20, c.fg, "REC", { "font-weight": 700 }),
  ].join(""),
);

const strategyArt = svg(
  800,
  600,
  "Strategy",
  [
    round(60, 60, 680, 480, 28, c.panel, { stroke: c.line, "stroke-width": 2 }),
    rect(400, 100, 2, 400, c.line),
    rect(100, 300, 600, 2, c.line),
    label(410, 125, 14, c.muted, "premium"),
    label(610, 325, 14, c.muted, "nowoczesna"),
    ...[
      [220, 200, c.muted],
      [300, 400, c.muted],
      [520, 430, c.muted],
      [250, 330, c.muted],
      [470, 240, c.muted],
    ].map(([x, y, fill]) => `<circle cx="${x}" cy="${y}" r="14" fill="${fill}" opacity="0.5"/>`),
    `<circle cx="590" cy="170" r="60" fill="${c.accent}" opacity="0.15"/>`,
    `<circle cx="590" cy="170" r="24" fill="${c.accent}"/>`,
    `<path d="M590 170 L470 240" stroke="${c.accent}" stroke-width="3" stroke-dasharray="8 8"/>`,
    round(120, 420, 170, 80, 16, c.strong),
    lines(140, 445, [120, 90], 20, c.line),
  ].join(""),
);

// --- Project shots ----------------------------------------------------------

function productTile(x: number, y: number, w: number, tint: string, price: string) {
  return [
    round(x, y, w, w * 1.2, 14, c.strong),
    `<path d="M${x + w * 0.3} ${y + w * 0.25}l${w * 0.2}-${w * 0.08} ${w * 0.2} ${w * 0.08} ${w * 0.12} ${w * 0.18}-${w * 0.1} ${w * 0.06}v${w * 0.55}h-${w * 0.44}v-${w * 0.55}l-${w * 0.1}-${w * 0.06}Z" fill="${tint}" opacity="0.85"/>`,
    lines(x, y + w * 1.2 + 16, [w * 0.8], 18, c.line),
    label(x, y + w * 1.2 + 52, 16, c.fg, price, { "font-weight": 700 }),
  ].join("");
}

const relianceStore = svg(
  1200,
  900,
  "Reliance Wear",
  browser(
    70,
    70,
    1060,
    760,
    "reliancewear.pl",
    [
      label(110, 150, 24, c.fg, "RELIANCE WEAR", { "font-weight": 800, "letter-spacing": 4 }),
      ...["Kobiety", "Mężczyźni", "Nowości", "Outlet"].map((item, i) =>
        label(560 + i * 120, 150, 16, c.muted, item),
      ),
      round(110, 180, 980, 250, 22, c.strong),
      `<path d="M110 430 L400 250 L560 360 L760 220 L1090 430Z" fill="${c.accent}" opacity="0.12"/>`,
      label(150, 270, 46, c.fg, "Nowa kolekcja", { "font-weight": 800 }),
      label(150, 320, 22, c.muted, "Jesień / Zima 2024"),
      button(150, 350, 180, "Kup teraz"),
      ...[0, 1, 2, 3].map((i) =>
        productTile(
          110 + i * 250,
          470,
          220,
          [c.accent, c.violet, c.fg, c.amber][i] ?? c.fg,
          `${[189, 249, 129, 299][i]} zł`,
        ),
      ),
    ].join(""),
  ),
);

const relianceMobile = svg(
  1200,
  800,
  "Reliance Wear mobile",
  [
    phone(
      280,
      60,
      300,
      640,
      [
        round(310, 120, 240, 260, 12, c.strong),
        `<path d="M380 170l50-20 50 20 30 45-25 15v120h-110v-120l-25-15Z" fill="${c.violet}" opacity="0.85"/>`,
        label(310, 420, 22, c.fg, "Bluza Essential", { "font-weight": 700 }),
        label(310, 452, 20, c.accent, "249 zł", { "font-weight": 700 }),
        ...["S", "M", "L", "XL"].map(
          (size, i) =>
            round(310 + i * 58, 475, 48, 40, 10, i === 1 ? c.accent : c.panel, {
              stroke: c.line,
              "stroke-width": 2,
            }) +
            label(334 + i * 58, 501, 15, i === 1 ? "#04201c" : c.fg, size, {
              "text-anchor": "middle",
            }),
        ),
        button(310, 560, 240, "Dodaj do koszyka"),
      ].join(""),
    ),
    phone(
      640,
      60,
      300,
      640,
      [
        label(670, 140, 22, c.fg, "Koszyk (2)", { "font-weight": 700 }),
        ...[0, 1].map(
          (i) =>
            round(670, 170 + i * 120, 90, 100, 10, c.strong) +
            lines(775, 185 + i * 120, [130, 90], 22) +
            label(775, 255 + i * 120, 18, c.accent, ["249 zł", "129 zł"][i] ?? "", {
              "font-weight": 700,
            }),
        ),
        rect(670, 430, 240, 2, c.line),
        label(670, 470, 18, c.muted, "Razem"),
        label(910, 470, 22, c.fg, "378 zł", { "text-anchor": "end", "font-weight": 800 }),
        button(670, 560, 240, "Do kasy"),
      ].join(""),
    ),
    label(1000, 380, 64, c.accent, "&lt;2 s", { "font-weight": 800 }),
    label(1000, 420, 18, c.muted, "ładowanie"),
  ].join(""),
);

const relianceCheckout = svg(
  1200,
  800,
  "Reliance Wear checkout",
  browser(
    70,
    60,
    1060,
    680,
    "reliancewear.pl/zamowienie",
    [
      label(120, 160, 30, c.fg, "Zamówienie", { "font-weight": 800 }),
      ...["Dane", "Dostawa", "Płatność"].map(
        (step, i) =>
          `<circle cx="${135 + i * 170}" cy="205" r="14" fill="${i < 2 ? c.accent : c.line}"/>` +
          label(160 + i * 170, 211, 16, c.fg, step),
      ),
      ...[0, 1, 2].map(
        (i) =>
          round(120, 250 + i * 80, 560, 60, 12, c.strong, {
            stroke: i === 1 ? c.accent : c.line,
            "stroke-width": 2,
          }) +
          `<circle cx="150" cy="${280 + i * 80}" r="9" fill="none" stroke="${i === 1 ? c.accent : c.muted}" stroke-width="3"/>` +
          label(
            175,
            286 + i * 80,
            17,
            c.fg,
            ["Kurier — jutro", "Paczkomat — 24 h", "Odbiór w sklepie"][i] ?? "",
          ),
      ),
      round(740, 150, 340, 420, 18, c.strong),
      label(770, 200, 20, c.fg, "Podsumowanie", { "font-weight": 700 }),
      lines(770, 230, [260, 220, 240], 24),
      rect(770, 330, 280, 2, c.line),
      label(770, 380, 18, c.muted, "Do zapłaty"),
      label(1050, 380, 26, c.accent, "378 zł", { "text-anchor": "end", "font-weight": 800 }),
      button(770, 480, 280, "Zamawiam i płacę"),
    ].join(""),
  ),
);

const goatMark = (cx: number, cy: number, s: number, stroke: string) =>
  `<g transform="translate(${cx} ${cy}) scale(${s})" fill="none" stroke="${stroke}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M-40-40c-20-10-30-30-24-50 12 16 28 22 44 24M40-40c20-10 30-30 24-50-12 16-28 22-44 24"/><path d="M-34-36c0 30 10 48 34 56 24-8 34-26 34-56-20-10-48-10-68 0Z"/><path d="M-18 20c4 30 10 48 18 62 8-14 14-32 18-62"/><circle cx="-14" cy="-14" r="3" fill="${stroke}"/><circle cx="14" cy="-14" r="3" fill="${stroke}"/></g>`;

const goatIdentity = svg(
  1200,
  900,
  "The Goat Beard",
  [
    round(80, 80, 620, 740, 32, c.panel, { stroke: c.line, "stroke-width": 2 }),
    `<circle cx="390" cy="330" r="170" fill="none" stroke="${c.copper}" stroke-width="6"/>`,
    goatMark(390, 338, 1.8, c.copper),
    label(390, 630, 44, c.fg, "THE GOAT BEARD", {
      "text-anchor": "middle",
      "font-weight": 800,
      "letter-spacing": 4,
    }),
    label(390, 690, 20, c.muted, "BARBERSHOP · SZCZECIN", {
      "text-anchor": "middle",
      "letter-spacing": 6,
    }),
    ...[c.copper, "#3b2a1e", c.fg, "#0f1115"].map(
      (fill, i) =>
        round(760 + (i % 2) * 200, 80 + Math.floor(i / 2) * 250, 170, 170, 24, fill, {
          stroke: c.line,
          "stroke-width": 2,
        }) + label(760 + (i % 2) * 200, 285 + Math.floor(i / 2) * 250, 18, c.muted, fill),
    ),
    label(760, 790, 72, c.fg, "Aa", { "font-weight": 800 }),
    lines(880, 740, [240, 190, 220], 26),
  ].join(""),
);

const goatWebsite = svg(
  1200,
  800,
  "The Goat Beard website",
  browser(
    70,
    60,
    1060,
    680,
    "thegoatbeard.pl",
    [
      goatMark(150, 160, 0.45, c.copper),
      label(190, 162, 20, c.fg, "THE GOAT BEARD", { "font-weight": 800, "letter-spacing": 3 }),
      button(930, 135, 160, "Zarezerwuj", c.copper, "#1a1008"),
      label(120, 260, 44, c.fg, "Klasyczne cięcie,", { "font-weight": 800 }),
      label(120, 312, 44, c.copper, "nowoczesny styl", { "font-weight": 800 }),
      lines(120, 345, [380, 320], 22),
      ...["Strzyżenie", "Broda", "Strzyżenie + broda", "Golenie brzytwą"].map(
        (service, i) =>
          rect(120, 430 + i * 62, 460, 1.5, c.line) +
          label(120, 470 + i * 62, 19, c.fg, service) +
          label(580, 470 + i * 62, 19, c.copper, `${[80, 60, 120, 70][i]} zł`, {
            "text-anchor": "end",
            "font-weight": 700,
          }),
      ),
      round(650, 220, 420, 470, 20, c.strong),
      goatMark(860, 420, 1.4, c.copper),
      label(860, 620, 18, c.muted, "ul. Jagiellońska · Szczecin", { "text-anchor": "middle" }),
    ].join(""),
  ),
);

const goatStationery = svg(
  1200,
  800,
  "The Goat Beard stationery",
  [
    `<g transform="rotate(-8 420 330)">${round(160, 180, 520, 300, 20, "#0f1115", { stroke: c.line, "stroke-width": 2 })}${goatMark(300, 330, 0.9, c.copper)}${label(390, 320, 30, c.fg, "THE GOAT BEARD", { "font-weight": 800, "letter-spacing": 3 })}${label(390, 360, 16, c.muted, "Barbershop · Szczecin")}</g>`,
    `<g transform="rotate(6 760 470)">${round(520, 330, 520, 300, 20, c.copper)}${label(560, 400, 26, "#1a1008", "Jan Nowak", { "font-weight": 800 })}${label(560, 432, 16, "#3b2a1e", "Master barber")}${lines(560, 500, [220, 180, 200], 26, "#3b2a1e")}</g>`,
    round(120, 560, 340, 180, 18, c.panel, { stroke: c.line, "stroke-width": 2 }),
    label(145, 605, 18, c.fg, "Karta stałego klienta", { "font-weight": 700 }),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<circle cx="${165 + i * 60}" cy="675" r="20" fill="${i < 3 ? c.copper : "none"}" stroke="${c.copper}" stroke-width="3"/>`,
    ),
  ].join(""),
);

const magrWebsite = svg(
  1200,
  900,
  "Parkingi MAGR",
  browser(
    70,
    60,
    1060,
    780,
    "parkingimagr.pl",
    [
      label(120, 160, 24, c.fg, "PARKINGI MAGR", { "font-weight": 800, "letter-spacing": 3 }),
      button(900, 134, 190, "+48 Zadzwoń", c.sky, "#062033"),
      round(120, 200, 600, 600, 20, "#101722"),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(120, 250 + i * 80, 600, 2, c.line)),
      ...[0, 1, 2, 3, 4].map((i) => rect(200 + i * 120, 200, 2, 600, c.line)),
      `<path d="M120 650 C300 610 420 470 720 430" stroke="${c.muted}" stroke-width="14" fill="none" opacity="0.35"/>`,
      ...[
        [300, 360],
        [520, 540],
        [610, 300],
      ].map(
        ([x, y]) =>
          `<path d="M${x} ${(y ?? 0) + 34}c-18-22-30-36-30-52a30 30 0 0 1 60 0c0 16-12 30-30 52Z" fill="${c.sky}"/>` +
          label(x ?? 0, (y ?? 0) - 10, 22, "#062033", "P", {
            "text-anchor": "middle",
            "font-weight": 800,
          }),
      ),
      round(760, 200, 330, 600, 20, c.strong),
      label(790, 250, 22, c.fg, "Cennik", { "font-weight": 700 }),
      ...["1 godzina", "Doba", "Tydzień", "Miesiąc"].map(
        (period, i) =>
          label(790, 305 + i * 56, 18, c.muted, period) +
          label(1060, 305 + i * 56, 18, c.fg, `${[5, 30, 150, 400][i]} zł`, {
            "text-anchor": "end",
            "font-weight": 700,
          }),
      ),
      button(790, 730, 270, "Zarezerwuj miejsce", c.sky, "#062033"),
    ].join(""),
  ),
);

const files: Record<string, string> = {
  "services/branding.svg": brandingArt,
  "services/web.svg": webArt,
  "services/marketing.svg": marketingArt,
  "services/video.svg": videoArt,
  "services/strategy.svg": strategyArt,
  "work/reliance-wear-store.svg": relianceStore,
  "work/reliance-wear-mobile.svg": relianceMobile,
  "work/reliance-wear-checkout.svg": relianceCheckout,
  "work/the-goat-beard-identity.svg": goatIdentity,
  "work/the-goat-beard-website.svg": goatWebsite,
  "work/the-goat-beard-stationery.svg": goatStationery,
  "work/parkingi-magr-website.svg": magrWebsite,
};

const root = join(import.meta.dirname, "..", "public", "images");
for (const [name, content] of Object.entries(files)) {
  const target = join(root, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`wrote public/images/${name}`);
}
