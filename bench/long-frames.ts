/**
 * What blocks a page's main thread as it starts, named by the browser itself:
 * the Long Animation Frames API (`long-animation-frame` entries, Chromium 123+)
 * reports every frame over 50 ms with its blocking time and the scripts that
 * ran in it (module evaluation, event listener, timer…, each with its source
 * and duration), with no trace recording and so none of its overhead. A
 * phone-sized Chromium with its CPU slowed through DevTools opens each page in
 * a fresh browser, waits until the app has started and then 3 s more, and
 * prints, for every frame with blocking time after the first contentful paint,
 * what ran in it; then, per page, the blocking time by what took longest in
 * each such frame (a script, or style and layout when no script took half the
 * frame), averaged over the runs.
 *
 *   npm run build && node bench/long-frames.ts [--only /,/kontakt] [--runs 3] [--cpu 8]
 */
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { startPageServer } from "./lib/page-server.ts";
import { markdownTable } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "/,/blog,/kontakt" },
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "8" },
    "settle-ms": { type: "string", default: "3000" },
    port: { type: "string", default: "3408" },
  },
});
const paths = (values.only ?? "/").split(",");
const runs = Number(values.runs);
const cpu = Number(values.cpu);

interface FrameScript {
  invoker: string;
  source: string;
  durationMs: number;
}
interface Frame {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  styleAndLayoutMs: number;
  scripts: FrameScript[];
}

/** The parts of a `long-animation-frame` entry read here (TypeScript's DOM types lack it). */
interface LongAnimationFrameEntry extends PerformanceEntry {
  blockingDuration: number;
  styleAndLayoutStart: number;
  scripts: {
    invokerType: string;
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    duration: number;
  }[];
}

/** Collects long animation frames from the page's first moment (runs in the page). */
function observeFrames() {
  const frames: Frame[] = [];
  (window as Window & { longFrames?: Frame[] }).longFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LongAnimationFrameEntry[]) {
      const end = entry.startTime + entry.duration;
      frames.push({
        startMs: entry.startTime,
        durationMs: entry.duration,
        blockingMs: entry.blockingDuration,
        styleAndLayoutMs: entry.styleAndLayoutStart ? end - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((script) => ({
          invoker: `${script.invokerType} ${script.invoker}`,
          source: `${script.sourceURL.split("/").pop() ?? ""}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ""}`,
          durationMs: script.duration,
        })),
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
}

/** What took longest in a frame: its longest script, or style and layout. */
function mainPart(frame: Frame): string {
  const [longest] = [...frame.scripts].sort((a, b) => b.durationMs - a.durationMs);
  if (!longest || longest.durationMs < frame.durationMs / 2) return "style and layout, painting";
  return `${longest.invoker.replace(/https?:\/\/[^/]+\//, "")} (${longest.source})`;
}

const server = await startPageServer(Number(values.port));
const totals = new Map<string, Map<string, number>>();
try {
  for (const path of paths) {
    const byPart = new Map<string, number>();
    totals.set(path, byPart);
    for (let run = 1; run <= runs; run++) {
      const browser = await chromium.launch({
        executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        args: ["--no-sandbox", "--no-first-run"],
      });
      try {
        const context = await browser.newContext(devices["Moto G4"]);
        const page = await context.newPage();
        await page.addInitScript(observeFrames);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
        await page.goto(`${server.url}${path}`, { waitUntil: "load" });
        await page.waitForFunction(() => document.documentElement.dataset.pageScript === "running");
        await page.waitForTimeout(Number(values["settle-ms"]));
        const { paintMs, frames } = await page.evaluate(() => ({
          paintMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          frames: (window as Window & { longFrames?: Frame[] }).longFrames ?? [],
        }));
        const blocking = frames.filter((frame) => frame.startMs >= paintMs && frame.blockingMs > 0);
        const sum = blocking.reduce((total, frame) => total + frame.blockingMs, 0);
        console.log(
          `\n\`${path}\`, run ${run}: first paint ${Math.round(paintMs)} ms, ${Math.round(sum)} ms of blocking in ${blocking.length} frames`,
        );
        for (const frame of blocking) {
          const part = mainPart(frame);
          byPart.set(part, (byPart.get(part) ?? 0) + frame.blockingMs / runs);
          console.log(
            `  at ${Math.round(frame.startMs)} ms: ${Math.round(frame.durationMs)} ms, blocking ${Math.round(frame.blockingMs)}, style and layout ${Math.round(frame.styleAndLayoutMs)}`,
          );
          for (const script of frame.scripts) {
            console.log(
              `    ${Math.round(script.durationMs)} ms ${script.invoker} (${script.source})`,
            );
          }
        }
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await server.stop();
}

console.log(
  `\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; CPU ${cpu}× slower (DevTools), ${runs} runs a page, each in a fresh browser; blocking time of the long animation frames after the first contentful paint, by what took longest in each, averaged over the runs\n`,
);
console.log(
  markdownTable(
    ["page", "what took longest in the frame", "blocking ms a load"],
    [...totals].flatMap(([path, byPart]) =>
      [...byPart]
        .sort((a, b) => b[1] - a[1])
        .map(([part, ms]) => [`\`${path}\``, part, String(Math.round(ms))]),
    ),
  ),
);
