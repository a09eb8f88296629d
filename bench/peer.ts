/**
 * Every page template of the site beside the peer template (AstroWind, see
 * lib/peer.ts) in one sitting, on the phone Lighthouse names: the peer's home
 * first, then each of our templates in both languages (the two languages' runs
 * alternating), then the peer's home again (a host that changed pace during
 * the sitting shows there), every run in a fresh browser. Each template is
 * held to the peer's home: Performance at least its median, TBT at most its
 * median + 20 ms, LCP ahead of it, CLS 0; its JavaScript and requests are
 * reported beside the peer's. The pages are their own no-JavaScript twins now
 * (islands), so no twin is measured. The report gives the sitting's
 * benchmarkIndex range (moved by more than 25 %: its figures compare less well).
 *
 *   npm run build && node bench/peer.ts --snapshot <astrowind git dir> [--runs 3]
 *                                       [--cpu calibrated|4|8] [--only home,blog] [--langs pl,en]
 *
 * Writes bench/results/peer-<cpu>.{json,md}.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Config } from "lighthouse";
import { rootDir } from "../server/build-layout.ts";
import { type Lang, localizePath } from "../shared/lang.ts";
import {
  type CpuSlowdown,
  configFor,
  resolveCpuSlowdown,
  runLighthouse,
} from "./lib/lighthouse-run.ts";
import { medians, type Sample, sampleOf } from "./lib/lighthouse-sample.ts";
import { startPageServer } from "./lib/page-server.ts";
import { buildPeer, PEER_NAME, peerPages, startPeerServer } from "./lib/peer.ts";
import { markdownTable } from "./lib/report.ts";
import { chosenTemplates } from "./lib/templates.ts";

const { values } = parseArgs({
  options: {
    snapshot: { type: "string" },
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "calibrated" },
    only: { type: "string" },
    langs: { type: "string", default: "pl,en" },
    port: { type: "string", default: "3430" },
  },
});
if (!values.snapshot) {
  throw new Error(
    "--snapshot <git dir> is required: a clone or mirror of github.com/arthelokyo/astrowind",
  );
}
const runs = Number(values.runs);
const langs = (values.langs ?? "pl,en").split(",") as Lang[];

const chosen = chosenTemplates(values.only);

const { dist, commit } = await buildPeer(values.snapshot);
const port = Number(values.port);
const ours = await startPageServer(port);
const peer = await startPeerServer(dist, port + 2);

/**
 * `runs` scored samples of each URL, their runs alternating and the order turned round
 * each round (a page measured always first or always second would carry that in its
 * figures); a run Lighthouse could not score is retried, up to `runs` times per URL.
 */
async function alternate(urls: readonly string[], config: Config): Promise<Sample[][]> {
  const samples = urls.map(() => [] as Sample[]);
  const failed = urls.map(() => 0);
  const wanted = (index: number) =>
    (samples[index]?.length ?? 0) < runs && (failed[index] ?? 0) <= runs;
  for (let round = 0; urls.some((_, index) => wanted(index)); round++) {
    const order = [...urls.keys()];
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      if (!wanted(index)) continue;
      const lhr = (await runLighthouse(urls[index] ?? "", config))?.lhr;
      if (lhr) samples[index]?.push(sampleOf(lhr));
      else failed[index] = (failed[index] ?? 0) + 1;
    }
  }
  return samples;
}

interface Row {
  template: string;
  path: string;
  ours: Sample;
  indexes: number[];
}
const rows: Row[] = [];
let peerBefore: Sample[] = [];
let peerAfter: Sample[] = [];
let cpu: CpuSlowdown | undefined;
try {
  cpu = await resolveCpuSlowdown(values.cpu, `${ours.url}/`);
  const config = configFor("mobile", cpu.multiplier);
  // The not-found page is a page visitors see and wait for like any other.
  const notFoundConfig: Config = {
    ...config,
    settings: { ...config.settings, ignoreStatusCode: true },
  };
  console.log(`${cpu.description}; ${PEER_NAME} ${commit.slice(0, 8)}`);
  const peerHome = `${peer.url}${peerPages.home}`;
  [peerBefore = []] = await alternate([peerHome], config);
  console.log(`peer home before: ${JSON.stringify(medians(peerBefore))}`);
  for (const template of chosen) {
    const pathsIn = langs.map((lang) => localizePath(template.path, lang));
    const measured = await alternate(
      pathsIn.map((pagePathIn) => `${ours.url}${pagePathIn}`),
      template.notFound ? notFoundConfig : config,
    );
    for (const [index, own] of measured.entries()) {
      const pagePathIn = pathsIn[index];
      if (!own.length || !pagePathIn) continue;
      const row: Row = {
        template: template.name,
        path: pagePathIn,
        ours: medians(own),
        indexes: own.map((one) => one.benchmarkIndex),
      };
      rows.push(row);
      console.log(
        `${pagePathIn.padEnd(60)} P${row.ours.performance} TBT ${Math.round(row.ours.tbtMs)} LCP ${Math.round(row.ours.lcpMs)} JS ${(row.ours.jsBytes / 1024).toFixed(1)} KB`,
      );
    }
  }
  [peerAfter = []] = await alternate([peerHome], config);
  console.log(`peer home after: ${JSON.stringify(medians(peerAfter))}`);
} finally {
  await peer.stop();
  await ours.stop();
}
if (!cpu) throw new Error("no CPU slowdown");

const ms = (value: number) => Math.round(value);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
if (!peerBefore.length || !peerAfter.length) throw new Error("the peer's home was not measured");
/** The peer's home over the whole sitting: its runs before and after ours. */
const peerHome = medians([...peerBefore, ...peerAfter]);

/** The goals of each template beside the peer's home, in whole milliseconds as the report shows them. */
function goals(row: Row) {
  return {
    performance: row.ours.performance >= peerHome.performance,
    tbt: ms(row.ours.tbtMs) <= ms(peerHome.tbtMs) + 20,
    lcp: ms(row.ours.lcpMs) < ms(peerHome.lcpMs),
    cls: row.ours.cls === 0,
  };
}
const mark = (ok: boolean) => (ok ? "✓" : "✗");
const peerLine = (label: string, list: Sample[]) => {
  const m = medians(list);
  return `${PEER_NAME} home ${label}: Performance ${m.performance}, TBT ${ms(m.tbtMs)} ms, LCP ${ms(m.lcpMs)} ms, CLS ${m.cls.toFixed(3)}, JS ${kb(m.jsBytes)} KB, ${m.requests} requests`;
};
const table = markdownTable(
  [
    "template",
    "page",
    "Perf",
    "TBT ms",
    "LCP ms",
    "CLS",
    "JS KB",
    "requests",
    "Perf ≥ peer",
    "TBT ≤ peer + 20",
    "LCP < peer",
    "CLS 0",
  ],
  rows.map((row) => {
    const met = goals(row);
    return [
      row.template,
      `\`${row.path}\``,
      row.ours.performance,
      ms(row.ours.tbtMs),
      ms(row.ours.lcpMs),
      row.ours.cls.toFixed(3),
      kb(row.ours.jsBytes),
      row.ours.requests,
      mark(met.performance),
      mark(met.tbt),
      mark(met.lcp),
      mark(met.cls),
    ];
  }),
);
const indexes = [
  ...rows.flatMap((row) => row.indexes),
  ...[...peerBefore, ...peerAfter].map((one) => one.benchmarkIndex),
].filter(Number.isFinite);
const low = Math.min(...indexes);
const high = Math.max(...indexes);
const moved = (high - low) / low > 0.25;
const failing = rows.filter((row) => Object.values(goals(row)).includes(false));
const sitting = [
  `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  cpu.description,
  `benchmarkIndex of the runs ${Math.round(low)}–${Math.round(high)}${moved ? " (moved by more than 25 %: this sitting's figures compare less well)" : ""}`,
  `${PEER_NAME} ${commit.slice(0, 8)}`,
  `medians of ${runs} runs, each in a fresh browser; the peer's home before and after ours`,
  `${rows.length - failing.length} of ${rows.length} pages meet every goal`,
].join("; ");
const peerLines = [peerLine("before", peerBefore), peerLine("after", peerAfter)].join("\n");
const name = `peer-${cpu.calibrated ? "calibrated" : `${cpu.multiplier}x`}`;
const outDir = path.join(rootDir, "bench", "results");
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `${name}.json`),
  `${JSON.stringify({ cpu, commit, runs, low, high, peerBefore, peerAfter, rows }, null, 2)}\n`,
);
await writeFile(path.join(outDir, `${name}.md`), `${sitting}\n\n${peerLines}\n\n${table}\n`);
console.log(`\n${sitting}\n\n${peerLines}\n\n${table}`);
