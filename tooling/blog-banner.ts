/**
 * A blog post's cover, drawn in the brand's system (tooling/brand.ts): ink
 * ground, brick and river on it, one light from the top left, generous room,
 * and the river line running through every cover. The post's category picks
 * the motif's family and the post's slug seeds its own composition, so no two
 * covers are alike. tooling/generate-blog-banners.ts writes them to public/blog/.
 */
import type { CategoryId } from "../content/blog/categories.ts";
import { type Point, palette, riverPath, riverPoints, seededRandom, smoothPath } from "./brand.ts";

const W = 1200;
const H = 630;

/**
 * Where the motif lives. The layout crops banners: the home page's featured card
 * and the list view's thumbnails fill boxes close to square with object-cover,
 * which keeps about the middle half of the width. So the motif sits inside the
 * central square (CX ± SAFE), and only texture and the river line reach the edges.
 */
const CX = W / 2;
const CY = H / 2;
const SAFE = H / 2 - 40;
const LEFT = CX - SAFE;
const RIGHT = CX + SAFE;
const TOP = CY - SAFE;
const BOTTOM = CY + SAFE;

const { ink, panel, panelStrong, line, paper, muted, brick, brickStrong, river } = palette;

/** The families of motifs: what a cover shows, before the slug varies it. */
export const motifs = [
  /** Campaigns and results: a chart whose line is the river. */
  "chart",
  /** Local visibility: a stylised map of Szczecin's Odra and a pin. */
  "map",
  /** Branding: a mark built on its construction grid, its lockup and colour chips. */
  "lockup",
  /** Websites and applications: a browser frame with its layout grid and a phone. */
  "browser",
  /** Case studies: the project's stations along the river, the last one reached. */
  "stations",
  /** Tips: a checklist, some of it ticked. */
  "checklist",
  /** The blog itself: the Odra's bend and a port crane. */
  "river",
] as const;

export type Motif = (typeof motifs)[number];

/**
 * The motif for a post: its category's family; among marketing posts, the ones
 * about local visibility (their slug says "lokaln…") get the map.
 */
export function motifFor(category: CategoryId | "default", slug: string): Motif {
  switch (category) {
    case "marketing":
      return /lokaln/.test(slug) ? "map" : "chart";
    case "branding":
      return "lockup";
    case "web-design":
      return "browser";
    case "case-studies":
      return "stations";
    case "tips":
      return "checklist";
    default:
      return "river";
  }
}

type Attrs = Readonly<Record<string, string | number>>;

const n = (value: number) => Math.round(value * 10) / 10;

function attrs(values: Attrs): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}="${typeof value === "number" ? n(value) : value}"`)
    .join(" ");
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) {
  return `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

function stroke(d: string, color: string, width: number, extra: Attrs = {}) {
  return `<path ${attrs({ d, fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...extra })}/>`;
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(rnd() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

const between = (rnd: () => number, low: number, high: number) => low + rnd() * (high - low);

/** The river line across the whole width, behind the motif: the thread of every cover. */
function thread(rnd: () => number, y: number, amplitude = 40): string {
  return stroke(riverPath(rnd, { x0: -30, x1: W + 30, y, amplitude, bends: 5 }), river, 3);
}

/** Lines of text as bars: words in a picture would be cut by the crops, and need no translation. */
function textBars(
  rnd: () => number,
  x: number,
  y: number,
  width: number,
  count: number,
  options: { height?: number; gap?: number; color?: string; last?: number } = {},
): string {
  const { height = 8, gap = 18, color = line, last = 0.6 } = options;
  return Array.from({ length: count }, (_, i) => {
    const w =
      i === count - 1
        ? width * between(rnd, last - 0.15, last + 0.15)
        : width * between(rnd, 0.82, 1);
    return rect(x, y + i * gap, w, height, color, { rx: height / 2 });
  }).join("");
}

/** The chart's values, 0 to 1: a story of a campaign told in `count` steps. */
function series(rnd: () => number, count: number, story: "rise" | "dip" | "steady"): number[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const base =
      story === "rise"
        ? 0.15 + t * 0.7
        : story === "dip"
          ? 0.55 - Math.sin(t * Math.PI) * 0.35 + t * 0.3
          : 0.3 + t * 0.45;
    return Math.min(0.95, Math.max(0.05, base + (rnd() - 0.5) * 0.16));
  });
}

/** The river line coming in from the left edge, through the points, out to the right edge. */
function throughPoints(rnd: () => number, points: readonly Point[], margin: number): string {
  const first = points[0] ?? [CX, CY];
  const last = points[points.length - 1] ?? [CX, CY];
  const inflow = riverPoints(rnd, {
    x0: -30,
    x1: first[0] - margin,
    y: first[1] + 40,
    amplitude: 24,
    bends: 2,
  });
  const outflow = riverPoints(rnd, {
    x0: last[0] + margin,
    x1: W + 30,
    y: last[1] - 30,
    amplitude: 24,
    bends: 2,
  });
  return smoothPath([...inflow, ...points, ...outflow]);
}

function chart(rnd: () => number, variant: number): string {
  switch (variant % 4) {
    case 1:
      return columnsChart(rnd);
    case 2:
      return funnel(rnd);
    case 3:
      return comparison(rnd);
    default:
      return lineChart(rnd);
  }
}

/** A report's card: a line chart, columns of spend under it, one point marked. */
function lineChart(rnd: () => number): string {
  const card = { x: LEFT + 10, y: TOP + 40, w: SAFE * 2 - 20, h: SAFE * 2 - 80 };
  const plot = { x: card.x + 50, y: card.y + 60, w: card.w - 100, h: card.h - 130 };
  const count = 6 + Math.floor(rnd() * 4);
  const values = series(rnd, count, pick(rnd, ["rise", "dip", "steady"] as const));
  const points: Point[] = values.map((v, i) => [
    plot.x + (i / (count - 1)) * plot.w,
    plot.y + (1 - v) * plot.h,
  ]);
  const last = points[points.length - 1] ?? [plot.x + plot.w, plot.y];
  const grid = Array.from({ length: 4 }, (_, i) =>
    rect(plot.x, plot.y + (i / 3) * plot.h, plot.w, 1.5, line),
  ).join("");
  const columns = values
    .map((v, i) => {
      const h = (0.25 + rnd() * 0.5) * v * plot.h;
      const x = plot.x + (i / (count - 1)) * plot.w - 9;
      return rect(x, plot.y + plot.h - h, 18, h, panelStrong, { rx: 3 });
    })
    .join("");
  const highlight = Math.max(1, Math.floor(between(rnd, count * 0.55, count - 0.01)));
  const marked = points[highlight] ?? last;
  const dots = points
    .map(([x, y], i) =>
      i === highlight ? "" : circle(x, y, 6, ink, { stroke: river, "stroke-width": 3 }),
    )
    .join("");
  return `${rect(card.x, card.y, card.w, card.h, panel, { rx: 22, stroke: line, "stroke-width": 2 })}
${rect(card.x + 40, card.y + 30, 120, 10, muted, { rx: 5 })}${rect(card.x + 172, card.y + 30, 60, 10, line, { rx: 5 })}
${grid}${columns}
${stroke(`M${marked[0]} ${marked[1]} L${marked[0]} ${plot.y + plot.h}`, brick, 2, { "stroke-dasharray": "4 8" })}
${stroke(throughPoints(rnd, points, 80), river, 5)}
${dots}${circle(marked[0], marked[1], 16, brick, { opacity: 0.25 })}${circle(marked[0], marked[1], 9, brick)}
${rect(plot.x, card.y + card.h - 42, 180, 8, line, { rx: 4 })}${rect(card.x + card.w - 150, card.y + card.h - 46, 100, 16, brick, { rx: 8 })}`;
}

/** Open columns on a baseline, the river line running over their tops: spend against return. */
function columnsChart(rnd: () => number): string {
  const count = 5 + Math.floor(rnd() * 2);
  const base = BOTTOM - 50;
  const span = SAFE * 2 - 120;
  const step = span / count;
  const width = step * 0.56;
  const values = series(rnd, count, pick(rnd, ["rise", "steady"] as const));
  const best = values.indexOf(Math.max(...values));
  const tops: Point[] = values.map((v, i) => [LEFT + 60 + step * (i + 0.5), base - 60 - v * 340]);
  const columns = tops
    .map(([x, y], i) => {
      const spend = (base - y) * between(rnd, 0.35, 0.6);
      return `${rect(x - width / 2, y, width, base - y, i === best ? brick : panelStrong, { rx: 6 })}${rect(x - width / 2, base - spend, width, spend, i === best ? brickStrong : line, { rx: 6, opacity: i === best ? 0.6 : 1 })}`;
    })
    .join("");
  const over = tops.map(([x, y]): Point => [x, y - 34]);
  return `${rect(LEFT + 40, base, span + 40, 3, muted, { rx: 1.5 })}${columns}
${stroke(throughPoints(rnd, over, 90), river, 5)}${over.map(([x, y]) => circle(x, y, 7, ink, { stroke: river, "stroke-width": 3 })).join("")}`;
}

/** A funnel of three stages, the river line narrowing through it to the enquiries at its end. */
function funnel(rnd: () => number): string {
  const stages = [1, between(rnd, 0.62, 0.72), between(rnd, 0.34, 0.44)];
  const top = TOP + 50;
  const stageH = 130;
  const gap = 22;
  const full = SAFE * 2 - 80;
  const shapes = stages
    .map((ratio, i) => {
      const next = stages[i + 1] ?? ratio * 0.7;
      const y = top + i * (stageH + gap);
      const w0 = full * ratio;
      const w1 = full * next;
      const fill = i === 2 ? brick : i === 1 ? panelStrong : panel;
      return `<path d="M${CX - w0 / 2} ${y} H${CX + w0 / 2} L${CX + w1 / 2} ${y + stageH} H${CX - w1 / 2} Z" fill="${fill}" stroke="${i === 2 ? brick : line}" stroke-width="2" stroke-linejoin="round"/>`;
    })
    .join("");
  const flow: Point[] = [
    [CX - full * 0.2, top + stageH * 0.3],
    [CX + full * 0.16, top + stageH * 0.62],
    [CX - full * 0.12, top + stageH + gap + stageH * 0.5],
    [CX + full * 0.04, top + 2 * (stageH + gap) + stageH * 0.4],
    [CX, BOTTOM - 24],
  ];
  const drops = Array.from({ length: 3 + Math.floor(rnd() * 3) }, (_, i) =>
    circle(CX - 40 + i * 22, BOTTOM - 6, 6, paper),
  ).join("");
  const inflow = riverPoints(rnd, {
    x0: -30,
    x1: CX - full * 0.62,
    y: top + 30,
    amplitude: 22,
    bends: 3,
  });
  return `${shapes}${stroke(smoothPath([...inflow, ...flow]), river, 5)}${drops}`;
}

/** Before and after: the old campaign's dashed line under the river's, the gap between them marked. */
function comparison(rnd: () => number): string {
  const count = 7;
  const x0 = LEFT + 40;
  const span = SAFE * 2 - 80;
  const after = series(rnd, count, "rise");
  const before = after.map((v, i) => Math.max(0.05, v * (0.45 + rnd() * 0.2) - i * 0.01));
  const y = (v: number) => BOTTOM - 70 - v * 380;
  const pointsAfter: Point[] = after.map((v, i) => [x0 + (i / (count - 1)) * span, y(v)]);
  const pointsBefore: Point[] = before.map((v, i) => [x0 + (i / (count - 1)) * span, y(v)]);
  const area = `${smoothPath(pointsAfter)} L${x0 + span} ${y(before[count - 1] ?? 0)} ${[
    ...pointsBefore,
  ]
    .reverse()
    .map(([px, py]) => `L${n(px)} ${n(py)}`)
    .join(" ")} Z`;
  const lastAfter = pointsAfter[count - 1] ?? [x0 + span, CY];
  const lastBefore = pointsBefore[count - 1] ?? [x0 + span, CY];
  return `<path d="${area}" fill="${panelStrong}"/>
${rect(x0, BOTTOM - 68, span, 2, line)}
${stroke(smoothPath(pointsBefore), muted, 3, { "stroke-dasharray": "2 10" })}
${stroke(throughPoints(rnd, pointsAfter, 90), river, 5)}
${stroke(`M${lastAfter[0] + 26} ${lastAfter[1]} V${lastBefore[1]}`, brick, 3)}${stroke(`M${lastAfter[0] + 18} ${lastAfter[1]} H${lastAfter[0] + 34} M${lastAfter[0] + 18} ${lastBefore[1]} H${lastAfter[0] + 34}`, brick, 3)}
${circle(lastAfter[0], lastAfter[1], 10, brick)}${circle(lastBefore[0], lastBefore[1], 6, ink, { stroke: muted, "stroke-width": 3 })}`;
}

function map(rnd: () => number): string {
  // The Odra comes from the south, splits round the islands of the port and meets
  // Lake Dąbie on the east: two channels, a lake and the city's star squares.
  const west = riverPoints(rnd, { x0: H + 30, x1: -30, y: CX - 40, amplitude: 46, bends: 4 }).map(
    ([y, x]): Point => [x, y],
  );
  // The East Odra runs beside it, the wetlands between them crossed by short channels.
  const east = west.map(([x, y]): Point => [x + 96 + between(rnd, -14, 14), y]);
  const crossings = [1, 2]
    .map((i) => {
      const [wx, wy] = west[i] ?? [CX, CY];
      const [ex, ey] = east[i] ?? [CX + 96, CY];
      // Each channel passes through its own point at this height, so the crossing meets both.
      return `M${n(wx)} ${n(wy)} Q${n((wx + ex) / 2)} ${n(wy - 18)} ${n(ex)} ${n(ey)}`;
    })
    .join(" ");
  const lake = `M${RIGHT - 90} ${CY - 200} C${RIGHT - 30} ${CY - 210} ${RIGHT + 6} ${CY - 110} ${RIGHT - 6} ${CY - 10} C${RIGHT - 16} ${CY + 80} ${RIGHT - 50} ${CY + 110} ${RIGHT - 74} ${CY + 60} C${RIGHT - 92} ${CY + 20} ${RIGHT - 126} ${CY - 150} ${RIGHT - 90} ${CY - 200} Z`;
  // Star squares: streets radiating from a plaza, Szczecin's 19th-century plan.
  const stars = Array.from({ length: 2 }, (_, k) => {
    const cx = LEFT + 70 + k * 120 + between(rnd, -20, 20);
    const cy = CY - 120 + k * 190 + between(rnd, -20, 20);
    const turn = rnd() * Math.PI;
    const rays = Array.from({ length: 4 }, (_, i) => {
      const a = turn + (i * Math.PI) / 4;
      const r = between(rnd, 80, 130);
      return `M${n(cx - Math.cos(a) * r)} ${n(cy - Math.sin(a) * r)} L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
    }).join(" ");
    return `${stroke(rays, line, 4)}${circle(cx, cy, 16, ink, { stroke: muted, "stroke-width": 3 })}`;
  }).join("");
  const blocks = Array.from({ length: 7 }, () => {
    const x = between(rnd, LEFT - 20, CX - 140);
    const y = between(rnd, TOP + 20, BOTTOM - 80);
    return rect(x, y, between(rnd, 30, 60), between(rnd, 24, 50), panelStrong, { rx: 4 });
  }).join("");
  const pin = [between(rnd, LEFT + 90, CX - 110), between(rnd, CY - 90, CY + 60)] as const;
  return `${blocks}${stars}
<path d="${lake}" fill="${panelStrong}" stroke="${river}" stroke-width="2"/>
${stroke(crossings, river, 2)}${stroke(smoothPath(east), river, 3)}
${stroke(smoothPath(west), river, 7)}
${circle(pin[0], pin[1], 60, "none", { stroke: brick, "stroke-width": 1.5, opacity: 0.5 })}${circle(pin[0], pin[1], 34, "none", { stroke: brick, "stroke-width": 2, opacity: 0.8 })}
<path d="M${pin[0]} ${pin[1] + 2} C${pin[0] - 6} ${pin[1] - 16} ${pin[0] - 20} ${pin[1] - 24} ${pin[0] - 20} ${pin[1] - 38} A20 20 0 1 1 ${pin[0] + 20} ${pin[1] - 38} C${pin[0] + 20} ${pin[1] - 24} ${pin[0] + 6} ${pin[1] - 16} ${pin[0]} ${pin[1] + 2} Z" fill="${brick}"/>${circle(pin[0], pin[1] - 38, 7, ink)}
${rect(RIGHT - 170, BOTTOM - 70, 130, 44, panel, { rx: 10, stroke: line, "stroke-width": 2 })}${Array.from({ length: 5 }, (_, i) => circle(RIGHT - 148 + i * 22, BOTTOM - 48, 6, i < 4 + Math.floor(rnd() * 2) ? brickStrong : line)).join("")}`;
}

/** A mark made of the grid's own modules. */
function mark(kind: number, x: number, y: number, size: number): string {
  const u = size / 4;
  switch (kind % 4) {
    case 0: {
      // A disc with the river cut through it.
      const wave = `M${x - 4} ${y + size * 0.56} C${x + size * 0.3} ${y + size * 0.36} ${x + size * 0.6} ${y + size * 0.76} ${x + size + 4} ${y + size * 0.5}`;
      return `${circle(x + size / 2, y + size / 2, size / 2, brick)}${stroke(wave, ink, u * 0.45)}`;
    }
    case 1: {
      // A quarter disc over a square: a crane's jib over a warehouse.
      return `${rect(x, y + 2 * u, 2 * u, 2 * u, paper)}<path d="M${x + 2 * u} ${y + size} L${x + 2 * u} ${y} A${2 * u} ${2 * u} 0 0 1 ${x + size} ${y + 2 * u} L${x + size} ${y + size} Z" fill="${brick}"/>`;
    }
    case 2: {
      // Two arcs, stacked: a monogram of bends.
      return `${stroke(`M${x + u * 0.4} ${y + 2 * u} A${u * 1.6} ${u * 1.6} 0 0 1 ${x + size - u * 0.4} ${y + 2 * u}`, brick, u * 0.8, { "stroke-linecap": "butt" })}${stroke(`M${x + u * 0.4} ${y + 2.6 * u} A${u * 1.6} ${u * 1.6} 0 0 0 ${x + size - u * 0.4} ${y + 2.6 * u}`, paper, u * 0.8, { "stroke-linecap": "butt" })}`;
    }
    default: {
      // A gable of brick gothic: a pointed arch in a square.
      return `${rect(x, y, size, size, brick, { rx: u * 0.3 })}<path d="M${x + u} ${y + size} L${x + u} ${y + 1.8 * u} Q${x + 2 * u} ${y + 0.4 * u} ${x + 3 * u} ${y + 1.8 * u} L${x + 3 * u} ${y + size} Z" fill="${ink}"/>`;
    }
  }
}

function lockup(rnd: () => number, variant: number): string {
  const cell = 44;
  const cols = 12;
  const rows = 12;
  const gx = CX - (cols * cell) / 2;
  const gy = CY - (rows * cell) / 2;
  const grid = [
    ...Array.from({ length: cols + 1 }, (_, i) => `M${gx + i * cell} ${gy} V${gy + rows * cell}`),
    ...Array.from({ length: rows + 1 }, (_, i) => `M${gx} ${gy + i * cell} H${gx + cols * cell}`),
  ].join(" ");
  const stacked = variant % 2 === 1;
  const size = cell * 4;
  const markX = stacked ? CX - size / 2 : gx + cell * 1;
  const markY = stacked ? gy + cell * 2 : gy + cell * 3;
  const construction = `${circle(markX + size / 2, markY + size / 2, size / 2 + cell / 2, "none", { stroke: muted, "stroke-width": 1.5, "stroke-dasharray": "3 7" })}${stroke(`M${markX - cell} ${markY + size / 2} H${markX + size + cell} M${markX + size / 2} ${markY - cell} V${markY + size + cell}`, muted, 1.5, { "stroke-dasharray": "3 7" })}`;
  const wordX = stacked ? CX - cell * 3 : markX + size + cell;
  const wordY = stacked ? markY + size + cell : markY + cell;
  const word = `${rect(wordX, wordY, cell * (stacked ? 6 : 5.5), cell * 0.7, paper, { rx: 4 })}${rect(wordX + (stacked ? cell : 0), wordY + cell * 1.2, cell * (stacked ? 4 : 3.5), cell * 0.35, muted, { rx: 3 })}`;
  const chipColors = [brick, brickStrong, river, paper, panelStrong];
  const order = chipColors.map((color) => ({ color, key: rnd() })).sort((a, b) => a.key - b.key);
  const chipsY = gy + cell * 10;
  const chips = order
    .map(({ color }, i) =>
      rect(gx + cell * (1 + i * 2), chipsY, cell * 1.6, cell * 1.6, color, {
        rx: 8,
        ...(color === panelStrong ? { stroke: line, "stroke-width": 2 } : {}),
      }),
    )
    .join("");
  return `${rect(gx, gy, cols * cell, rows * cell, panel)}${stroke(grid, line, 1)}
${construction}${mark(variant + 3, markX, markY, size)}
${word}${chips}`;
}

function browser(rnd: () => number, variant: number): string {
  // The phone stands in front of the page's right corner, or its left one.
  const phoneLeft = variant % 2 === 1;
  const frame = {
    x: phoneLeft ? LEFT + 70 : LEFT + 10,
    y: TOP + 50,
    w: SAFE * 2 - 80,
    h: SAFE * 2 - 150,
  };
  const inner = { x: frame.x + 24, y: frame.y + 64, w: frame.w - 48 };
  const bar = `${rect(frame.x, frame.y, frame.w, frame.h, panel, { rx: 16, stroke: line, "stroke-width": 2 })}${rect(frame.x, frame.y + 44, frame.w, 2, line)}${[0, 1, 2].map((i) => circle(frame.x + 24 + i * 20, frame.y + 22, 6, i === 0 ? brick : line)).join("")}${rect(frame.x + 110, frame.y + 12, frame.w * 0.5, 20, panelStrong, { rx: 10 })}`;
  const layout = variant % 3;
  let blocks = "";
  if (layout === 0) {
    // Heading and button on the left, a picture on the right, three cards below.
    blocks = `${textBars(rnd, inner.x, inner.y + 20, inner.w * 0.42, 3, { height: 16, gap: 30, color: paper })}${textBars(rnd, inner.x, inner.y + 120, inner.w * 0.38, 2, { color: muted })}${rect(inner.x, inner.y + 170, 120, 34, brick, { rx: 17 })}
${rect(inner.x + inner.w * 0.52, inner.y + 10, inner.w * 0.48, 200, panelStrong, { rx: 12 })}${stroke(riverPath(rnd, { x0: inner.x + inner.w * 0.52, x1: inner.x + inner.w, y: inner.y + 130, amplitude: 26, bends: 3 }), river, 4)}${circle(inner.x + inner.w * 0.85, inner.y + 60, 22, brick)}
${[0, 1, 2].map((i) => rect(inner.x + i * (inner.w / 3), inner.y + 236, inner.w / 3 - 16, 96, panelStrong, { rx: 10 })).join("")}`;
  } else if (layout === 1) {
    // A full-width picture, a centred heading, a grid of four.
    blocks = `${rect(inner.x, inner.y + 6, inner.w, 150, panelStrong, { rx: 12 })}${stroke(riverPath(rnd, { x0: inner.x, x1: inner.x + inner.w, y: inner.y + 96, amplitude: 30, bends: 4 }), river, 4)}${rect(inner.x + inner.w / 2 - 80, inner.y + 40, 160, 16, paper, { rx: 8 })}${rect(inner.x + inner.w / 2 - 50, inner.y + 190, 100, 30, brick, { rx: 15 })}
${[0, 1, 2, 3].map((i) => `${rect(inner.x + i * (inner.w / 4), inner.y + 240, inner.w / 4 - 14, 90, panelStrong, { rx: 10 })}${rect(inner.x + 14 + i * (inner.w / 4), inner.y + 300, inner.w / 4 - 60, 8, muted, { rx: 4 })}`).join("")}`;
  } else {
    // A sidebar and a form: an application's screen.
    blocks = `${rect(inner.x, inner.y, 120, 330, panelStrong, { rx: 10 })}${textBars(rnd, inner.x + 18, inner.y + 24, 80, 6, { gap: 28, color: line })}${rect(inner.x + 18, inner.y + 24 + 28 * Math.floor(rnd() * 5), 84, 8, brick, { rx: 4 })}
${textBars(rnd, inner.x + 150, inner.y + 16, inner.w * 0.45, 1, { height: 16, color: paper, last: 0.9 })}${[0, 1, 2].map((i) => `${rect(inner.x + 150, inner.y + 60 + i * 70, inner.w - 150, 44, ink, { rx: 8, stroke: i === 1 ? river : line, "stroke-width": i === 1 ? 3 : 2 })}`).join("")}${rect(inner.x + inner.w - 130, inner.y + 282, 130, 40, brick, { rx: 20 })}`;
  }
  const phone = {
    x: phoneLeft ? LEFT - 10 : RIGHT - 140,
    y: CY - 40 + between(rnd, -30, 30),
    w: 150,
    h: 290,
  };
  const phoneArt = `${rect(phone.x, phone.y, phone.w, phone.h, ink, { rx: 24, stroke: muted, "stroke-width": 3 })}${rect(phone.x + 55, phone.y + 14, 40, 6, line, { rx: 3 })}${rect(phone.x + 16, phone.y + 36, phone.w - 32, 90, panelStrong, { rx: 8 })}${stroke(riverPath(rnd, { x0: phone.x + 16, x1: phone.x + phone.w - 16, y: phone.y + 86, amplitude: 16, bends: 3 }), river, 3)}${textBars(rnd, phone.x + 16, phone.y + 146, phone.w - 32, 3, { height: 9, gap: 20, color: paper, last: 0.5 })}${rect(phone.x + 16, phone.y + 220, phone.w - 32, 32, brick, { rx: 16 })}`;
  return `${bar}${blocks}${phoneArt}`;
}

function stations(rnd: () => number): string {
  const path = riverPoints(rnd, { x0: -30, x1: W + 30, y: CY + 80, amplitude: 50, bends: 6 });
  const along = (x: number): number => {
    // The river's height near x, read from its points.
    for (let i = 0; i < path.length - 1; i++) {
      const a = path[i];
      const b = path[i + 1];
      if (a && b && x >= a[0] && x <= b[0])
        return a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
    }
    return CY + 80;
  };
  const xs = [LEFT + 90, CX, RIGHT - 90];
  const cards = xs
    .map((x, i) => {
      const y = along(x);
      const top = TOP + 40 + between(rnd, 0, 30);
      const cardH = y - top - 60;
      const inside =
        i === 0
          ? `${textBars(rnd, x - 60, top + 30, 120, 4, { color: muted })}`
          : i === 1
            ? `${mark(Math.floor(rnd() * 4), x - 50, top + 26, 100)}`
            : [0, 1, 2, 3]
                .map((k) => {
                  const h = 24 + k * 22 + rnd() * 12;
                  return rect(x - 60 + k * 32, top + 30 + 100 - h, 22, h, k === 3 ? brick : river, {
                    rx: 3,
                  });
                })
                .join("");
      return `${rect(x - 75, top, 150, cardH, panel, { rx: 14, stroke: line, "stroke-width": 2 })}${inside}${stroke(`M${x} ${top + cardH} V${y - 18}`, line, 2, { "stroke-dasharray": "3 6" })}`;
    })
    .join("");
  const stops = xs
    .map((x, i) => {
      const y = along(x);
      return i === 2
        ? `${circle(x, y, 22, brick)}${stroke(`M${x - 9} ${y} l6 7 l12 -14`, ink, 4)}`
        : circle(x, y, 14, ink, { stroke: river, "stroke-width": 4 });
    })
    .join("");
  return `${stroke(smoothPath(path), river, 4)}${cards}${stops}`;
}

function checklist(rnd: () => number): string {
  const rows = 5 + Math.floor(rnd() * 2);
  const card = { x: CX - 200, y: TOP + 30, w: 400, h: SAFE * 2 - 60 };
  const gap = (card.h - 110) / rows;
  const done = 2 + Math.floor(rnd() * (rows - 2));
  const items = Array.from({ length: rows }, (_, i) => {
    const y = card.y + 90 + i * gap;
    const ticked = i < done;
    const box = ticked
      ? `${rect(card.x + 40, y, 30, 30, brick, { rx: 7 })}${stroke(`M${card.x + 47} ${y + 15} l6 7 l12 -14`, ink, 4)}`
      : rect(card.x + 40, y, 30, 30, "none", { rx: 7, stroke: muted, "stroke-width": 2.5 });
    return `${box}${rect(card.x + 92, y + 5, between(rnd, 170, 260), 10, ticked ? muted : paper, { rx: 5 })}${rect(card.x + 92, y + 22, between(rnd, 80, 150), 6, line, { rx: 3 })}`;
  }).join("");
  const clip = `${rect(CX - 60, card.y - 14, 120, 34, panelStrong, { rx: 10, stroke: line, "stroke-width": 2 })}`;
  const progress = `${rect(card.x + 40, card.y + 46, card.w - 80, 8, panelStrong, { rx: 4 })}${rect(card.x + 40, card.y + 46, ((card.w - 80) * done) / rows, 8, river, { rx: 4 })}`;
  return `${rect(card.x + 18, card.y + 18, card.w, card.h, panelStrong, { rx: 22 })}${rect(card.x, card.y, card.w, card.h, panel, { rx: 22, stroke: line, "stroke-width": 2 })}${clip}${progress}${items}`;
}

function riverBend(rnd: () => number): string {
  // The Odra's bend through the frame, and a port crane on its quay.
  const bend = riverPoints(rnd, { x0: -30, x1: W + 30, y: CY + 150, amplitude: 40, bends: 5 });
  const bank = bend.map(([x, y]): Point => [x, y + 24]);
  const base = { x: CX - 60 + between(rnd, -20, 20), y: CY + 70 };
  const legs = `M${base.x - 50} ${base.y} L${base.x - 20} ${base.y - 200} L${base.x + 10} ${base.y - 200} L${base.x + 40} ${base.y} M${base.x - 35} ${base.y - 100} L${base.x + 25} ${base.y - 100} M${base.x - 42} ${base.y - 50} L${base.x + 32} ${base.y - 50} M${base.x - 20} ${base.y - 200} L${base.x + 25} ${base.y - 100} M${base.x + 10} ${base.y - 200} L${base.x - 35} ${base.y - 100}`;
  const jib = `M${base.x - 20} ${base.y - 228} L${base.x + 230} ${base.y - 282} M${base.x - 20} ${base.y - 228} L${base.x - 110} ${base.y - 212}`;
  const crane = `${stroke(legs, brick, 5)}${rect(base.x - 40, base.y - 250, 60, 50, brick, { rx: 4 })}${stroke(jib, brick, 6)}${rect(base.x - 128, base.y - 222, 30, 22, brick, { rx: 3 })}
${stroke(`M${base.x + 190} ${base.y - 273} V${base.y - 130}`, muted, 2)}${rect(base.x + 176, base.y - 132, 28, 20, muted, { rx: 3 })}`;
  const quay = rect(LEFT + 20, base.y, SAFE * 2 - 40, 10, panelStrong, { rx: 5 });
  // The moon on the side the light comes from.
  const moon = circle(LEFT + 50, TOP + 50, 28, paper);
  return `${moon}${crane}${quay}${stroke(smoothPath(bank), line, 2)}${stroke(smoothPath(bend), river, 6)}`;
}

function art(motif: Motif, rnd: () => number, variant: number): string {
  switch (motif) {
    case "chart":
      return chart(rnd, variant);
    case "map":
      return map(rnd);
    case "lockup":
      return `${thread(rnd, CY + between(rnd, -120, 120))}${lockup(rnd, variant)}`;
    case "browser":
      return `${thread(rnd, CY + between(rnd, 40, 160))}${browser(rnd, variant)}`;
    case "stations":
      return stations(rnd);
    case "checklist":
      return `${thread(rnd, CY + between(rnd, -60, 60), 60)}${checklist(rnd)}`;
    case "river":
      return riverBend(rnd);
  }
}

/** A faint dot grid beside the motif, which any crop may cut; lit from the top left, it fades to the right. */
function texture(rnd: () => number): string {
  const dots: string[] = [];
  const offset = Math.floor(rnd() * 3) * 10;
  for (let x = 20 + offset; x < W; x += 30) {
    for (let y = 15; y < H; y += 30) {
      if (x > LEFT - 30 && x < RIGHT + 30) continue;
      dots.push(`<circle cx="${x}" cy="${y}" r="1.6"/>`);
    }
  }
  return `<g fill="${line}">${dots.join("")}</g>`;
}

/**
 * A post's cover, without words. The title is on the page as text next to
 * every banner, and text inside a picture would be cut by the crops the cards make.
 */
export function bannerSvg(options: {
  slug: string;
  /** The SVG's title (never drawn): what the picture is about. */
  title: string;
  category: CategoryId | "default";
  /**
   * Which of its family's compositions the post gets (a chart's kind, a mark's
   * shape, a page's layout): posts of one family numbered 0, 1, 2… in turn get
   * different ones. Left out, the slug picks.
   */
  variant?: number;
}): string {
  const rnd = seededRandom(options.slug);
  const variant = options.variant ?? Math.floor(rnd() * 12);
  const motif = motifFor(options.category, options.slug);
  // The light from the top left: a plane of panel behind the motif, off towards the light.
  const light = `<path d="M0 0 H${CX + between(rnd, 60, 200)} L${CX - between(rnd, 200, 320)} ${H} H0 Z" fill="${panel}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<title>${options.title}</title>
<rect width="${W}" height="${H}" fill="${ink}"/>
${light}
${texture(rnd)}
${art(motif, rnd, variant)}
</svg>
`;
}
