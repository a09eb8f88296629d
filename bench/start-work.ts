/**
 * What starting a page costs the main thread, read from the browser itself rather
 * than from Lighthouse's simulation: a phone-sized Chromium with its CPU slowed
 * through the DevTools protocol opens each page, waits until the app has started
 * (or, for a page without the app, until it has loaded) and then a few seconds
 * more, and reports the time the page's main thread spent running script and
 * running tasks (the DevTools protocol's own counters), the blocking time of the
 * long tasks it observed (each one's time over 50 ms, from the first contentful
 * paint on), its first contentful paint, and how many elements React hydrated.
 *
 * Pages of this build alternate with the same pages of another build, or with
 * their no-JavaScript twins and the peer template's page (its home; its blog post
 * beside an article), each run in a fresh browser, so they are compared in one
 * sitting:
 *
 *   node bench/start-work.ts --against build-before [--only /,/blog] [--runs 7] [--cpu 4]
 *   node bench/start-work.ts --peer <astrowind git dir> [--only /,/kontakt] [--runs 5] [--cpu 8]
 */
import { parseArgs } from "node:util";
import { type Browser, chromium, devices } from "@playwright/test";
import { startTwinServer } from "./lib/no-script-twin.ts";
import { startPageServer } from "./lib/page-server.ts";
import { buildPeer, PEER_NAME, peerPages, startPeerServer } from "./lib/peer.ts";
import { markdownTable, median } from "./lib/report.ts";
import { templates } from "./lib/templates.ts";

const { values } = parseArgs({
  options: {
    against: { type: "string" },
    peer: { type: "string" },
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
if (!values.against === !values.peer) {
  throw new Error("name what to compare with: --against <build folder> or --peer <git dir>");
}
const paths = (values.only ?? "/").split(",");
const runs = Number(values.runs);
const cpu = Number(values.cpu);
const articlePaths = new Set(templates().flatMap((t) => (t.article ? [t.path] : [])));

interface Reading {
  hydrated: number;
  elements: number;
  scriptMs: number;
  taskMs: number;
  blockingMs: number;
  paintMs: number;
}

/** One of the things measured: a server and how to read a page of it. */
interface Side {
  name: string;
  url(path: string): string;
  /** The page starts the app: wait until it says it has. */
  app: boolean;
  stop(): Promise<void>;
}

async function read(browser: Browser, url: string, app: boolean): Promise<Reading> {
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
  if (app)
    await page.waitForFunction(() => document.documentElement.dataset.pageScript === "running");
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
      paintMs: paint,
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

function served(name: string, server: { url: string; stop(): Promise<void> }, app: boolean): Side {
  return { name, url: (path) => `${server.url}${path}`, app, stop: () => server.stop() };
}

async function sides(): Promise<Side[]> {
  const port = Number(values.port);
  const ours = served("ours", await startPageServer(port), true);
  if (values.against) {
    return [ours, served(values.against, await startPageServer(port + 1, values.against), true)];
  }
  const twin = served("twin", await startTwinServer(port + 1), false);
  const { dist } = await buildPeer(values.peer ?? "");
  const peer = await startPeerServer(dist, port + 2);
  return [
    ours,
    twin,
    {
      name: PEER_NAME,
      url: (path) => `${peer.url}${articlePaths.has(path) ? peerPages.post : peerPages.home}`,
      app: false,
      stop: () => peer.stop(),
    },
  ];
}

const measured = await sides();
const readings = new Map<string, Reading[][]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      const entry = readings.get(path) ?? measured.map(() => []);
      readings.set(path, entry);
      // Which side goes first turns from run to run.
      for (let turn = 0; turn < measured.length; turn++) {
        const index = (run + turn) % measured.length;
        const side = measured[index];
        if (!side) continue;
        const browser = await chromium.launch({
          executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--no-first-run"],
        });
        try {
          entry[index]?.push(await read(browser, side.url(path), side.app));
        } finally {
          await browser.close();
        }
      }
      console.log(
        `run ${run + 1} ${path.padEnd(52)} script ms ${measured
          .map((side, index) => `${side.name} ${entry[index]?.at(-1)?.scriptMs.toFixed(0)}`)
          .join(" | ")}`,
      );
    }
  }
} finally {
  for (const side of measured) await side.stop();
}

const at = (list: Reading[] | undefined, key: keyof Reading) =>
  Math.round(median((list ?? []).map((r) => r[key])));
const columns = (key: keyof Reading, label: string) =>
  measured.map((side, index) => ({
    header: index === 0 ? label : side.name,
    cell: (lists: Reading[][]) => String(at(lists[index], key)),
  }));
const table = [
  ...measured.map((side, index) => ({
    header: index === 0 ? "hydrated / elements" : side.name,
    cell: (lists: Reading[][]) =>
      `${at(lists[index], "hydrated")} / ${at(lists[index], "elements")}`,
  })),
  ...columns("scriptMs", "script ms"),
  ...columns("taskMs", "tasks ms"),
  ...columns("blockingMs", "observed blocking ms"),
  ...columns("paintMs", "first paint ms"),
];
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; CPU ${cpu}× slower (DevTools), ${runs} runs of each, in turn, each in a fresh browser; medians; settled ${values["settle-ms"]} ms after the app started or the page loaded; columns: ${measured.map((side) => side.name).join(", ")}\n\n${markdownTable(
    ["page", ...table.map((column) => column.header)],
    [...readings].map(([path, lists]) => [
      `\`${path}\``,
      ...table.map((column) => column.cell(lists)),
    ]),
  )}`,
);
