/**
 * The first render's own weight at full speed, beside the peer template: for
 * each page template (both languages) and the peer's home and blog post, in a
 * fresh browser per run, their runs alternating, read from a Chromium trace of
 * the page's main thread up to its first contentful paint:
 *
 * - style: the style recalculations (UpdateLayoutTree) before the first paint;
 * - layout: the layouts before it;
 * - busy: everything the main thread did before it (parsing, script, style,
 *   layout, paint);
 * - elements: the elements in the document at the load event;
 * - CSS: the stylesheet bytes on the wire.
 *
 * Lighthouse scales these tasks by its CPU slowdown, so they are what a page's
 * first paint and blocking time are made of on a slow phone (bench/peer.ts
 * measures that). A figure here is in milliseconds of this host: compare a
 * template with the peer in the same sitting, not with a figure of another day.
 *
 *   npm run build && node bench/first-render.ts --snapshot <astrowind git dir>
 *                                               [--runs 5] [--only home,blog] [--langs pl,en]
 *
 * Writes bench/results/first-render.{json,md}.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { rootDir } from "../server/build-layout.ts";
import { type Lang, localizePath } from "../shared/lang.ts";
import { startPageServer } from "./lib/page-server.ts";
import { buildPeer, PEER_NAME, peerPages, startPeerServer } from "./lib/peer.ts";
import { markdownTable, median } from "./lib/report.ts";
import { chosenTemplates } from "./lib/templates.ts";

const { values } = parseArgs({
  options: {
    snapshot: { type: "string" },
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    langs: { type: "string", default: "pl,en" },
    port: { type: "string", default: "3440" },
  },
});
if (!values.snapshot) {
  throw new Error(
    "--snapshot <git dir> is required: a clone or mirror of github.com/arthelokyo/astrowind",
  );
}
const runs = Number(values.runs);
const langs = (values.langs ?? "pl,en").split(",") as Lang[];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; isMainFrame?: boolean } };
}

interface FirstRender {
  styleMs: number;
  layoutMs: number;
  busyMs: number;
  elements: number;
  cssBytes: number;
}

/** Sums the main thread's work of one trace up to the page's first contentful paint. */
function firstRenderOf(events: readonly TraceEvent[]): Omit<FirstRender, "elements" | "cssBytes"> {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  const onMain = (event: TraceEvent) =>
    event.pid === paint.pid && event.tid === paint.tid && event.ph === "X" && event.ts < paint.ts;
  const main = events.filter(onMain);
  const total = (name: string) =>
    main.filter((event) => event.name === name).reduce((sum, event) => sum + (event.dur ?? 0), 0) /
    1000;
  return {
    styleMs: total("UpdateLayoutTree"),
    layoutMs: total("Layout"),
    busyMs: total("RunTask"),
  };
}

async function measure(browser: Browser, url: string): Promise<FirstRender> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let cssBytes = 0;
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "stylesheet") return;
    const sizes = await request.sizes().catch(() => undefined);
    cssBytes += sizes?.responseBodySize ?? 0;
  });
  const tracePath = path.join(tmpdir(), `first-render-${process.pid}.json`);
  await browser.startTracing(page, {
    path: tracePath,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
  });
  await page.goto(url, { waitUntil: "load" });
  // The first paint's mark is written a moment after the frame is presented.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
  await page.waitForTimeout(300);
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(await readFile(tracePath, "utf8")) as {
    traceEvents: TraceEvent[];
  };
  await rm(tracePath, { force: true });
  return { ...firstRenderOf(traceEvents), elements, cssBytes };
}

/** Medians of each figure. */
function medianOf(samples: readonly FirstRender[]): FirstRender {
  const of = (key: keyof FirstRender) => median(samples.map((sample) => sample[key]));
  return {
    styleMs: of("styleMs"),
    layoutMs: of("layoutMs"),
    busyMs: of("busyMs"),
    elements: of("elements"),
    cssBytes: of("cssBytes"),
  };
}

const chosen = chosenTemplates(values.only);
const { dist, commit } = await buildPeer(values.snapshot);
const port = Number(values.port);
const ours = await startPageServer(port);
const peer = await startPeerServer(dist, port + 1);

const pages = [
  ...chosen.flatMap((template) =>
    langs.map((lang) => ({
      name: template.name,
      label: localizePath(template.path, lang),
      url: `${ours.url}${localizePath(template.path, lang)}`,
    })),
  ),
  { name: `${PEER_NAME} home`, label: peerPages.home, url: `${peer.url}${peerPages.home}` },
  { name: `${PEER_NAME} post`, label: peerPages.post, url: `${peer.url}${peerPages.post}` },
];
const samples = pages.map(() => [] as FirstRender[]);
const started = new Date();
try {
  for (let run = 0; run < runs; run++) {
    for (const [index, page] of pages.entries()) {
      const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
      try {
        samples[index]?.push(await measure(browser, page.url));
      } finally {
        await browser.close();
      }
    }
    console.log(`run ${run + 1} of ${runs} done`);
  }
} finally {
  await peer.stop();
  await ours.stop();
}

const results = pages.map((page, index) => ({ ...page, ...medianOf(samples[index] ?? []) }));
const peerHome = results.at(-2);
if (!peerHome) throw new Error("the peer was not measured");
const ms = (value: number) => value.toFixed(1);
const times = (value: number, reference: number) => `${(value / reference).toFixed(1)}×`;
const table = markdownTable(
  [
    "page",
    "",
    "style ms",
    "layout ms",
    "style + layout vs peer home",
    "busy before first paint ms",
    "elements",
    "CSS KB on the wire",
  ],
  results.map((result) => [
    result.name,
    `\`${result.label}\``,
    ms(result.styleMs),
    ms(result.layoutMs),
    times(result.styleMs + result.layoutMs, peerHome.styleMs + peerHome.layoutMs),
    ms(result.busyMs),
    result.elements,
    (result.cssBytes / 1024).toFixed(1),
  ]),
);
const sitting = [
  `${started.toISOString().slice(0, 16).replace("T", " ")} UTC`,
  `full speed, a 412 × 823 phone viewport at 1.75×`,
  `${PEER_NAME} ${commit.slice(0, 8)}`,
  `medians of ${runs} runs, each in a fresh browser, every page in turn`,
].join("; ");
const outDir = path.join(rootDir, "bench", "results");
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, "first-render.json"), `${JSON.stringify(results, null, 2)}\n`);
await writeFile(path.join(outDir, "first-render.md"), `${sitting}\n\n${table}\n`);
console.log(`${sitting}\n\n${table}`);
