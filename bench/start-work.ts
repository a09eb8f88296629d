/**
 * What starting a page costs the main thread, read from the browser itself rather
 * than from Lighthouse's simulation: a phone-sized Chromium with its CPU slowed
 * through the DevTools protocol opens each page, waits until the app has started
 * and then a few seconds more, and reports the time the page's main thread spent
 * running script and running tasks (the DevTools protocol's own counters), the
 * blocking time of the long tasks it observed (each one's time over 50 ms, from
 * the first contentful paint on), and how many elements React hydrated.
 *
 * Pages of this build alternate with the same pages of another build, each run
 * in a fresh browser, so two versions of the code are compared in one sitting:
 *
 *   node bench/start-work.ts --against build-before [--only /,/blog] [--runs 7] [--cpu 4]
 */
import { parseArgs } from "node:util";
import { type Browser, chromium, devices } from "@playwright/test";
import { startPageServer } from "./lib/page-server.ts";
import { markdownTable, median } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    against: { type: "string" },
    only: {
      type: "string",
      default: "/,/blog,/en/blog/aplikacje-webowe-dla-firm-ile-kosztuja,/kontakt",
    },
    runs: { type: "string", default: "7" },
    cpu: { type: "string", default: "4" },
    "settle-ms": { type: "string", default: "3000" },
    port: { type: "string", default: "3406" },
  },
});
if (!values.against) throw new Error("--against <build folder> names the build to compare with");
const paths = (values.only ?? "/").split(",");
const runs = Number(values.runs);
const cpu = Number(values.cpu);

interface Reading {
  hydrated: number;
  elements: number;
  scriptMs: number;
  taskMs: number;
  blockingMs: number;
}

async function read(browser: Browser, url: string): Promise<Reading> {
  const context = await browser.newContext(devices["Moto G4"]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const observed: { start: number; duration: number }[] = [];
    (window as Window & { observedTasks?: typeof observed }).observedTasks = observed;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        observed.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForTimeout(Number(values["settle-ms"]));
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  const metric = (name: string) =>
    (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const inPage = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const tasks =
      (window as Window & { observedTasks?: { start: number; duration: number }[] })
        .observedTasks ?? [];
    const all = [...document.querySelectorAll("*")];
    return {
      blockingMs: tasks
        .filter((task) => task.start >= paint)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      elements: all.length,
      // React attaches itself to every element it renders or hydrates.
      hydrated: all.filter((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
      ).length,
    };
  });
  await context.close();
  return { ...inPage, scriptMs: metric("ScriptDuration"), taskMs: metric("TaskDuration") };
}

const ours = await startPageServer(Number(values.port));
const theirs = await startPageServer(Number(values.port) + 1, values.against);
const readings = new Map<string, { ours: Reading[]; before: Reading[] }>();
try {
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      const entry = readings.get(path) ?? { ours: [], before: [] };
      readings.set(path, entry);
      // Which build goes first alternates from run to run.
      const order = run % 2 ? (["before", "ours"] as const) : (["ours", "before"] as const);
      for (const side of order) {
        const browser = await chromium.launch({
          executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--no-first-run"],
        });
        try {
          const server = side === "ours" ? ours : theirs;
          entry[side].push(await read(browser, `${server.url}${path}`));
        } finally {
          await browser.close();
        }
      }
      const last = (side: "ours" | "before") => entry[side].at(-1);
      console.log(
        `run ${run + 1} ${path.padEnd(52)} script ${last("ours")?.scriptMs.toFixed(0)} ms | before ${last("before")?.scriptMs.toFixed(0)} ms`,
      );
    }
  }
} finally {
  await ours.stop();
  await theirs.stop();
}

const at = (list: Reading[], key: keyof Reading) => Math.round(median(list.map((r) => r[key])));
const rows = [...readings].map(([path, { ours: now, before }]) => [
  `\`${path}\``,
  `${at(now, "hydrated")} / ${at(now, "elements")}`,
  `${at(before, "hydrated")} / ${at(before, "elements")}`,
  at(now, "scriptMs"),
  at(before, "scriptMs"),
  at(now, "taskMs"),
  at(before, "taskMs"),
  at(now, "blockingMs"),
  at(before, "blockingMs"),
]);
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; CPU ${cpu}× slower (DevTools), ${runs} runs of each build, alternating, each in a fresh browser; medians; settled ${values["settle-ms"]} ms after the app started; "before" is ${values.against}\n\n${markdownTable(
    [
      "page",
      "hydrated / elements",
      "before",
      "script ms",
      "before",
      "tasks ms",
      "before",
      "observed blocking ms",
      "before",
    ],
    rows,
  )}`,
);
