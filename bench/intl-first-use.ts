/**
 * What a page would pay for Intl at start, the cost the hand-written formats of
 * shared/intl.ts, app/i18n/dates.ts and app/home/{review-time,rating}.ts avoid
 * (decision 0010): in a fresh browser per run, on an empty page of our origin,
 * the first use of each Intl service the site formats with (whole numbers,
 * plural categories, a long date, a date in Poland's time zone, "time ago", a
 * decimal average) in Polish and then in English, each timed on its own, and
 * a second use of the same formatter for comparison. The first use of a
 * language loads that language's data on the main thread; Lighthouse scales
 * such a task by its CPU slowdown.
 *
 *   node bench/intl-first-use.ts [--runs 7]
 *
 * Writes bench/results/intl-first-use.{json,md}. Figures are milliseconds of
 * this host at full speed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { rootDir } from "../server/build-layout.ts";
import { markdownTable, median } from "./lib/report.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const runs = Number(values.runs);

/** Runs in the page: each service's first and second use, in ms. */
function measureInPage(): Record<string, number> {
  const timings: Record<string, number> = {};
  const time = (name: string, use: () => unknown) => {
    const start = performance.now();
    use();
    timings[name] = performance.now() - start;
  };
  const date = new Date(Date.UTC(2026, 10, 26, 9, 30));
  for (const locale of ["pl-PL", "en-GB"]) {
    const number = () => new Intl.NumberFormat(locale).format(12_345);
    const plural = () => new Intl.PluralRules(locale).select(5);
    const longDate = () => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
    const zoned = () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: "Europe/Warsaw",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(date);
    const ago = () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-3, "month");
    const average = () =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        4.9,
      );
    for (const [name, use] of Object.entries({ number, plural, longDate, zoned, ago, average })) {
      time(`${locale} ${name}`, use);
      time(`${locale} ${name} (again)`, use);
    }
  }
  return timings;
}

const samples: Record<string, number>[] = [];
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
for (let run = 0; run < runs; run += 1) {
  const browser = await chromium.launch({ executablePath });
  const page = await browser.newPage();
  await page.goto("data:text/html,<!doctype html><title>Intl</title>");
  samples.push(await page.evaluate(measureInPage));
  await browser.close();
}

const names = Object.keys(samples[0] ?? {});
const rows = names.map((name) => {
  const values = samples.map((sample) => sample[name] ?? Number.NaN);
  return [name, median(values).toFixed(2), Math.max(...values).toFixed(2)];
});
const firstUse = (locale: string) =>
  median(
    samples.map((sample) =>
      Object.entries(sample)
        .filter(([name]) => name.startsWith(locale) && !name.endsWith("(again)"))
        .reduce((sum, [, ms]) => sum + ms, 0),
    ),
  );
const summary = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; ${runs} fresh browsers; first use of all six in Polish ${firstUse("pl-PL").toFixed(1)} ms, then in English ${firstUse("en-GB").toFixed(1)} ms (medians, full speed)`;
const report = `${summary}\n\n${markdownTable(["use", "median ms", "max ms"], rows)}\n`;

const resultsDir = path.join(rootDir, "bench/results");
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "intl-first-use.json"), JSON.stringify(samples, null, 2));
await writeFile(path.join(resultsDir, "intl-first-use.md"), report);
console.log(report);
