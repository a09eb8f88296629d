/**
 * Lighthouse over every page in both languages, mobile (default settings) and
 * desktop, N runs each; prints medians and writes bench/results/lighthouse.{json,md}.
 *
 *   npm run build && node bench/lighthouse.ts [--runs 3] [--only /,/en] [--form mobile,desktop] [--max-minutes 60]
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { concretePaths } from "../app/navigation/page-paths.ts";
import { rootDir } from "../server/build-layout.ts";
import { languages, localizePath } from "../shared/lang.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { markdownTable, median } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    form: { type: "string", default: "mobile,desktop" },
    "max-minutes": { type: "string", default: "90" },
    port: { type: "string", default: "3400" },
  },
});

const runs = Number(values.runs);
const forms = (values.form ?? "mobile,desktop").split(",") as ("mobile" | "desktop")[];
const deadline = Date.now() + Number(values["max-minutes"]) * 60_000;
const allPaths = concretePaths().flatMap((plPath) =>
  languages.map((lang) => localizePath(plPath, lang)),
);
const paths = values.only ? values.only.split(",") : allPaths;

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  htmlBytes: number;
  cssBytes: number;
  jsBytes: number;
}

function sampleOf(lhr: Result): Sample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
      ?.items ?? [];
  const bytes = (type: string) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    htmlBytes: bytes("Document"),
    cssBytes: bytes("Stylesheet"),
    jsBytes: bytes("Script"),
  };
}

function medians(samples: readonly Sample[]): Sample {
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    htmlBytes: pick("htmlBytes"),
    cssBytes: pick("cssBytes"),
    jsBytes: pick("jsBytes"),
  };
}

const server = await startServerProcess({ port: Number(values.port) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const results: { path: string; form: string; runs: number; failed: number; median: Sample }[] = [];
try {
  outer: for (const form of forms) {
    for (const pagePath of paths) {
      const samples: Sample[] = [];
      let failed = 0;
      // A run in which Lighthouse could not score a category (its own error, e.g. a
      // trace it could not simulate) measures nothing: it is reported and run again.
      while (samples.length < runs && failed <= runs) {
        if (Date.now() > deadline) {
          console.warn("time limit reached; reporting what was measured");
          break outer;
        }
        const result = await lighthouse(
          `${server.url}${pagePath}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          form === "desktop" ? desktopConfig : undefined,
        );
        const unscored = result
          ? Object.values(result.lhr.categories).filter((category) => category.score === null)
          : [];
        if (result && !result.lhr.runtimeError && unscored.length === 0) {
          samples.push(sampleOf(result.lhr));
          continue;
        }
        failed++;
        console.warn(
          `${form} ${pagePath}: Lighthouse run not scored (${result?.lhr.runtimeError?.code ?? unscored.map((category) => category.id).join(", ")}); running again`,
        );
      }
      if (samples.length === 0) continue;
      const summary = medians(samples);
      results.push({ path: pagePath, form, runs: samples.length, failed, median: summary });
      console.log(
        `${form.padEnd(7)} ${pagePath.padEnd(60)} P${summary.performance} A${summary.accessibility} BP${summary.bestPractices} SEO${summary.seo} LCP ${Math.round(summary.lcpMs)} ms TBT ${Math.round(summary.tbtMs)} ms CLS ${summary.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const table = markdownTable(
  [
    "form",
    "page",
    "runs",
    "unscored",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP ms",
    "TBT ms",
    "CLS",
    "HTML B",
    "CSS B",
    "JS B",
  ],
  results.map(({ path: pagePath, form, runs: count, failed, median: m }) => [
    form,
    pagePath,
    count,
    failed,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    Math.round(m.lcpMs),
    Math.round(m.tbtMs),
    m.cls.toFixed(3),
    Math.round(m.htmlBytes),
    Math.round(m.cssBytes),
    Math.round(m.jsBytes),
  ]),
);
const outDir = path.join(rootDir, "bench", "results");
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, "lighthouse.json"), `${JSON.stringify(results, null, 2)}\n`);
await writeFile(path.join(outDir, "lighthouse.md"), `${table}\n`);
console.log(`\n${table}`);
