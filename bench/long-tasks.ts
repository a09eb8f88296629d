/**
 * The main thread's long tasks (over 50 ms) while each page loads and hydrates,
 * in Chromium on a phone-sized viewport with the CPU slowed down through the
 * DevTools protocol: the longest task and every task over the limit.
 *
 *   npm run build && node bench/long-tasks.ts [--cpu 4] [--limit 50] [--only /,/blog] [--settle-ms 3000]
 *
 * For the calibrated phone pass the slowdown bench/lighthouse.ts prints
 * (benchmarkIndex / 264) and `--limit 200`.
 */
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { concretePaths } from "../app/navigation/page-paths.ts";
import { languages, localizePath } from "../shared/lang.ts";
import { startPageServer } from "./lib/page-server.ts";
import { markdownTable } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    cpu: { type: "string", default: "4" },
    limit: { type: "string", default: "50" },
    only: { type: "string" },
    "settle-ms": { type: "string", default: "3000" },
    port: { type: "string", default: "3402" },
  },
});
const cpu = Number(values.cpu);
const limit = Number(values.limit);
const paths = values.only
  ? values.only.split(",")
  : concretePaths().flatMap((plPath) => languages.map((lang) => localizePath(plPath, lang)));

const server = await startPageServer(Number(values.port));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const rows: (string | number)[][] = [];
let over = 0;
try {
  for (const pagePath of paths) {
    // A fresh context per page: nothing cached from the previous one.
    const context = await browser.newContext(devices["Moto G4"]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as Window & { longTasks?: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.pageScript === "running");
    await page.waitForTimeout(Number(values["settle-ms"]));
    const tasks = await page.evaluate(
      () => (window as Window & { longTasks?: number[] }).longTasks ?? [],
    );
    const longest = Math.max(0, ...tasks);
    const overLimit = tasks.filter((duration) => duration > limit).map(Math.round);
    if (overLimit.length > 0) over++;
    rows.push([
      `\`${pagePath}\``,
      Math.round(longest),
      overLimit.length ? overLimit.join(", ") : "none",
    ]);
    console.log(`${pagePath.padEnd(60)} longest ${Math.round(longest)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\nCPU ${cpu}× slower; tasks over ${limit} ms on ${over} of ${rows.length} pages\n\n${markdownTable(
    ["page", "longest task ms", `tasks over ${limit} ms`],
    rows,
  )}`,
);
