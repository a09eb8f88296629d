/**
 * Every page template of the site beside the peer template (AstroWind, see
 * lib/peer.ts) in one sitting, on the phone Lighthouse names: for each of our
 * pages, its no-JavaScript twin and the peer's home (an article also beside the
 * peer's blog post), their runs alternating, each in a fresh browser. The
 * report shows each template beside the peer with the goals it is held to —
 * Performance at least the peer's, TBT at most the peer's + 50 ms, LCP ahead of
 * the peer's, CLS 0, and the twin's TBT at most the peer's — and the sitting's
 * benchmarkIndex range (a sitting whose index moves by more than 25 % says so:
 * its figures compare less well).
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
import { startTwinServer } from "./lib/no-script-twin.ts";
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
const notFoundPaths = chosen
  .filter((template) => template.notFound)
  .flatMap((template) => langs.map((lang) => localizePath(template.path, lang)));
const twins = await startTwinServer(
  port + 1,
  new Map(
    await Promise.all(
      notFoundPaths.map(
        async (pagePath) =>
          [pagePath, await (await fetch(`${ours.url}${pagePath}`)).text()] as const,
      ),
    ),
  ),
);
const peer = await startPeerServer(dist, port + 2);

/** Runs of each URL, alternating between them, until each has `runs` scored samples. */
async function alternate(urls: readonly string[], config: Config): Promise<Sample[][]> {
  const samples = urls.map(() => [] as Sample[]);
  const failed = urls.map(() => 0);
  while (samples.some((list, index) => list.length < runs && (failed[index] ?? 0) <= runs)) {
    for (const [index, url] of urls.entries()) {
      const list = samples[index];
      if (!list || list.length >= runs || (failed[index] ?? 0) > runs) continue;
      const lhr = (await runLighthouse(url, config))?.lhr;
      if (lhr) list.push(sampleOf(lhr));
      else failed[index] = (failed[index] ?? 0) + 1;
    }
  }
  return samples;
}

interface Row {
  template: string;
  path: string;
  ours: Sample;
  twin: Sample;
  peer: Sample;
  peerPage: string;
  indexes: number[];
}
const rows: Row[] = [];
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
  for (const template of chosen) {
    for (const lang of langs) {
      const pagePathIn = localizePath(template.path, lang);
      const peerPage = template.article ? peerPages.post : peerPages.home;
      const [own = [], twin = [], peerRuns = []] = await alternate(
        [`${ours.url}${pagePathIn}`, `${twins.url}${pagePathIn}`, `${peer.url}${peerPage}`],
        template.notFound ? notFoundConfig : config,
      );
      if (!own.length || !twin.length || !peerRuns.length) continue;
      const row: Row = {
        template: template.name,
        path: pagePathIn,
        ours: medians(own),
        twin: medians(twin),
        peer: medians(peerRuns),
        peerPage,
        indexes: [...own, ...twin, ...peerRuns].map((sample) => sample.benchmarkIndex),
      };
      rows.push(row);
      console.log(
        `${pagePathIn.padEnd(60)} P${row.ours.performance} TBT ${Math.round(row.ours.tbtMs)} LCP ${Math.round(row.ours.lcpMs)} | twin TBT ${Math.round(row.twin.tbtMs)} | peer P${row.peer.performance} TBT ${Math.round(row.peer.tbtMs)} LCP ${Math.round(row.peer.lcpMs)}`,
      );
    }
  }
} finally {
  await peer.stop();
  await twins.stop();
  await ours.stop();
}
if (!cpu) throw new Error("no CPU slowdown");

const ms = (value: number) => Math.round(value);

/** The goals of each template beside the peer, in whole milliseconds as the report shows them. */
function goals(row: Row) {
  return {
    performance: row.ours.performance >= row.peer.performance,
    tbt: ms(row.ours.tbtMs) <= ms(row.peer.tbtMs) + 50,
    lcp: ms(row.ours.lcpMs) < ms(row.peer.lcpMs),
    cls: row.ours.cls === 0,
    twin: ms(row.twin.tbtMs) <= ms(row.peer.tbtMs),
  };
}
const mark = (ok: boolean) => (ok ? "✓" : "✗");
const table = markdownTable(
  [
    "template",
    "page",
    "Perf",
    "TBT ms",
    "LCP ms",
    "CLS",
    "twin TBT ms",
    `${PEER_NAME} page`,
    "peer Perf",
    "peer TBT ms",
    "peer LCP ms",
    "Perf ≥ peer",
    "TBT ≤ peer + 50",
    "LCP < peer",
    "CLS 0",
    "twin TBT ≤ peer",
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
      ms(row.twin.tbtMs),
      `\`${row.peerPage}\``,
      row.peer.performance,
      ms(row.peer.tbtMs),
      ms(row.peer.lcpMs),
      mark(met.performance),
      mark(met.tbt),
      mark(met.lcp),
      mark(met.cls),
      mark(met.twin),
    ];
  }),
);
const indexes = rows.flatMap((row) => row.indexes).filter(Number.isFinite);
const low = Math.min(...indexes);
const high = Math.max(...indexes);
const moved = (high - low) / low > 0.25;
const failing = rows.filter((row) => Object.values(goals(row)).includes(false));
const sitting = [
  `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  cpu.description,
  `benchmarkIndex of the runs ${Math.round(low)}–${Math.round(high)}${moved ? " (moved by more than 25 %: this sitting's figures compare less well)" : ""}`,
  `${PEER_NAME} ${commit.slice(0, 8)}`,
  `medians of ${runs} runs, each in a fresh browser, ours, twin and peer alternating`,
  `${rows.length - failing.length} of ${rows.length} pages meet every goal`,
].join("; ");
const name = `peer-${cpu.calibrated ? "calibrated" : `${cpu.multiplier}x`}`;
const outDir = path.join(rootDir, "bench", "results");
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, `${name}.json`),
  `${JSON.stringify({ cpu, commit, runs, low, high, rows }, null, 2)}\n`,
);
await writeFile(path.join(outDir, `${name}.md`), `${sitting}\n\n${table}\n`);
console.log(`\n${sitting}\n\n${table}`);
