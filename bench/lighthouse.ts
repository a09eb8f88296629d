/**
 * Lighthouse over every page in both languages on the phone Lighthouse names,
 * each page beside its no-JavaScript twin, N runs each in a fresh browser;
 * prints medians and writes bench/results/lighthouse.{json,md}.
 *
 * The CPU slowdown is calibrated by default: Lighthouse's 4× is relative to the
 * machine it runs on, so a first run reads this machine's benchmarkIndex and
 * every run then slows the CPU by benchmarkIndex / 264 (the score DevTools'
 * calibration gives the Moto G Power class of phone the mobile preset emulates).
 *
 * With `--against <folder>` the pages beside each page are not its twin but the
 * same page from another build (BUILD_DIR, a relative folder such as
 * `build-before`, built from the code before a change): a change measured
 * against its predecessor in one sitting. Runs of a page and of the page beside
 * it alternate, so a host that slows down in the middle of a sitting weighs on
 * both alike.
 *
 *   npm run build && node bench/lighthouse.ts [--runs 5] [--only /,/en] [--cpu calibrated|4]
 *                                             [--form mobile,desktop] [--no-twins] [--max-minutes 90]
 *                                             [--against build-before]
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Config, Result } from "lighthouse";
import { concretePaths } from "../app/navigation/page-paths.ts";
import { rootDir } from "../server/build-layout.ts";
import { languages, localizePath } from "../shared/lang.ts";
import {
  type CpuSlowdown,
  configFor,
  resolveCpuSlowdown,
  runLighthouse,
} from "./lib/lighthouse-run.ts";
import { medians, type Sample, sampleOf } from "./lib/lighthouse-sample.ts";
import { startTwinServer } from "./lib/no-script-twin.ts";
import { startPageServer } from "./lib/page-server.ts";
import { markdownTable } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    cpu: { type: "string", default: "calibrated" },
    form: { type: "string", default: "mobile" },
    "no-twins": { type: "boolean", default: false },
    against: { type: "string" },
    "max-minutes": { type: "string", default: "90" },
    port: { type: "string", default: "3400" },
  },
});

const runs = Number(values.runs);
const forms = (values.form ?? "mobile").split(",") as ("mobile" | "desktop")[];
const deadline = Date.now() + Number(values["max-minutes"]) * 60_000;
const allPaths = concretePaths().flatMap((plPath) =>
  languages.map((lang) => localizePath(plPath, lang)),
);
const paths = values.only ? values.only.split(",") : allPaths;

let lighthouseVersion = "";

/** One scored run in a fresh browser, or undefined. */
async function runOnce(url: string, config: Config): Promise<Result | undefined> {
  const lhr = (await runLighthouse(url, config))?.lhr;
  if (lhr) lighthouseVersion = lhr.lighthouseVersion;
  return lhr;
}

/**
 * Up to `runs` scored samples of a URL and of the URL beside it, their runs
 * alternating; a run Lighthouse could not score is run again (at most `runs` times each).
 */
async function measure(url: string, besideUrl: string | undefined, config: Config) {
  const page = { samples: [] as Sample[], failed: 0 };
  const beside = { samples: [] as Sample[], failed: 0 };
  const wanted = (side: typeof page) => side.samples.length < runs && side.failed <= runs;
  while ((wanted(page) || (besideUrl && wanted(beside))) && Date.now() < deadline) {
    for (const [side, sideUrl] of [
      [page, url],
      [beside, besideUrl],
    ] as const) {
      if (!sideUrl || !wanted(side)) continue;
      const lhr = await runOnce(sideUrl, config);
      if (lhr) side.samples.push(sampleOf(lhr));
      else side.failed++;
    }
  }
  return { page, beside };
}

const server = await startPageServer(Number(values.port));
/** What each page is measured beside: another build, its no-JavaScript twin, or nothing. */
const besideName = values.against ? "before" : "twin";
const twin = values.against
  ? await startPageServer(Number(values.port) + 1, values.against)
  : values["no-twins"]
    ? undefined
    : await startTwinServer(Number(values.port) + 1);

interface Row {
  path: string;
  form: string;
  runs: number;
  failed: number;
  median: Sample;
  twin?: Sample;
}
const rows: Row[] = [];
let cpu: CpuSlowdown | undefined;
try {
  cpu = await resolveCpuSlowdown(values.cpu, `${server.url}${paths[0] ?? "/"}`);
  console.log(
    `benchmarkIndex ${Math.round(cpu.benchmarkIndex) || "not measured"}; ${cpu.description}`,
  );
  outer: for (const form of forms) {
    const config = configFor(form, cpu.multiplier);
    for (const pagePath of paths) {
      if (Date.now() > deadline) {
        console.warn("time limit reached; reporting what was measured");
        break outer;
      }
      const { page, beside: twinRun } = await measure(
        `${server.url}${pagePath}`,
        twin ? `${twin.url}${pagePath}` : undefined,
        config,
      );
      if (page.samples.length === 0) continue;
      const row: Row = {
        path: pagePath,
        form,
        runs: page.samples.length,
        failed: page.failed,
        median: medians(page.samples),
        twin: twinRun.samples.length ? medians(twinRun.samples) : undefined,
      };
      rows.push(row);
      const m = row.median;
      console.log(
        `${form.padEnd(7)} ${pagePath.padEnd(60)} P${m.performance} TBT ${Math.round(m.tbtMs)} ms LCP ${Math.round(m.lcpMs)} ms CLS ${m.cls.toFixed(3)}` +
          (row.twin
            ? ` | ${besideName} P${row.twin.performance} TBT ${Math.round(row.twin.tbtMs)} ms`
            : ""),
      );
    }
  }
} finally {
  await twin?.stop();
  await server.stop();
}

// Reached only when the slowdown was resolved: a failed calibration throws out of the try above.
if (!cpu) throw new Error("no CPU slowdown");
const { benchmarkIndex, multiplier: cpuSlowdown, calibrated } = cpu;
const ms = (value: number | undefined) => (value === undefined ? "—" : Math.round(value));
const seconds = (value: number | undefined) =>
  value === undefined ? "—" : (value / 1000).toFixed(2);
const table = markdownTable(
  [
    "form",
    "page",
    "runs",
    "Perf",
    "TBT ms",
    "LCP s",
    "CLS",
    "JS KB",
    "requests",
    `${besideName} Perf`,
    `${besideName} TBT ms`,
    `${besideName} LCP s`,
    `${besideName} requests`,
    `TBT over ${besideName} ms`,
  ],
  rows.map(({ path: pagePath, form, runs: count, median: m, twin: t }) => [
    form,
    `\`${pagePath}\``,
    count,
    m.performance,
    ms(m.tbtMs),
    seconds(m.lcpMs),
    m.cls.toFixed(3),
    (m.jsBytes / 1024).toFixed(1),
    m.requests,
    t?.performance ?? "—",
    ms(t?.tbtMs),
    seconds(t?.lcpMs),
    t?.requests ?? "—",
    t ? Math.round(m.tbtMs - t.tbtMs) : "—",
  ]),
);
const sitting = [
  `Lighthouse ${lighthouseVersion}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  `benchmarkIndex ${Math.round(benchmarkIndex) || "not measured"} (runs: ${rows
    .map((row) => Math.round(row.median.benchmarkIndex))
    .join(", ")})`,
  cpu.description,
  `medians of ${runs} runs, each in a fresh browser`,
  ...(values.against
    ? [`beside each page: the same page from ${values.against}, runs alternating`]
    : []),
].join("; ");
const outDir = path.join(rootDir, "bench", "results");
await mkdir(outDir, { recursive: true });
await writeFile(
  path.join(outDir, "lighthouse.json"),
  `${JSON.stringify({ benchmarkIndex, cpuSlowdown, calibrated, runs, rows }, null, 2)}\n`,
);
await writeFile(path.join(outDir, "lighthouse.md"), `${sitting}\n\n${table}\n`);
console.log(`\n${sitting}\n\n${table}`);
