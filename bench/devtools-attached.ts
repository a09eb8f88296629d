/**
 * What measuring with DevTools attached adds to a page's start. Lighthouse and
 * Playwright enable the DevTools protocol's Runtime domain on the page; with it
 * on, V8 records a detailed stack trace for every Error object created, which
 * needs the source positions of every function on the stack, and V8 keeps none
 * until asked (it parses a function again to find them). React DOM's client
 * creates four Error objects as its module starts (the sentinels it throws to
 * suspend), inside the one function that holds the whole module, so with
 * Runtime on that function is parsed again. A visitor's browser has no DevTools
 * attached and does not do this.
 *
 * Each run opens a fresh Chromium through the raw DevTools protocol (no
 * Playwright), slows its CPU, records V8's trace events while the page loads,
 * and sums the time V8 spent collecting source positions and running module
 * scripts; runs with and without `Runtime.enable` alternate.
 *
 *   npm run build && node bench/devtools-attached.ts [--only /,/kontakt] [--runs 5] [--cpu 4]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startPageServer } from "./lib/page-server.ts";
import { markdownTable, median } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "/,/kontakt" },
    runs: { type: "string", default: "5" },
    cpu: { type: "string", default: "4" },
    "settle-ms": { type: "string", default: "8000" },
    port: { type: "string", default: "3409" },
  },
});
const paths = (values.only ?? "/").split(",");
const runs = Number(values.runs);
const cpu = Number(values.cpu);

interface TraceEvent {
  name: string;
  dur?: number;
}

/** A browser-level DevTools connection: commands (optionally to a page's session) and trace events. */
async function connect(port: number) {
  let url = "";
  for (let attempt = 0; attempt < 50 && !url; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    url = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then(
        async (response) =>
          ((await response.json()) as { webSocketDebuggerUrl: string }).webSocketDebuggerUrl,
      )
      .catch(() => "");
  }
  if (!url) throw new Error("Chromium did not open its DevTools port");
  const socket = new WebSocket(url);
  await new Promise((resolve) => socket.addEventListener("open", resolve, { once: true }));
  const pending = new Map<number, (result: Record<string, string>) => void>();
  const events: TraceEvent[] = [];
  let traced: () => void = () => {};
  socket.addEventListener("message", (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      method?: string;
      result?: Record<string, string>;
      params?: { value: TraceEvent[] };
    };
    if (data.id !== undefined) pending.get(data.id)?.(data.result ?? {});
    if (data.method === "Tracing.dataCollected") events.push(...(data.params?.value ?? []));
    if (data.method === "Tracing.tracingComplete") traced();
  });
  let lastId = 0;
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, string>>((resolve) => {
      lastId += 1;
      pending.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  const endTrace = async () => {
    const complete = new Promise<void>((resolve) => {
      traced = resolve;
    });
    await send("Tracing.end");
    await complete;
    return events;
  };
  return { send, endTrace, close: () => socket.close() };
}

interface Reading {
  sourcePositionsMs: number;
  moduleScriptsMs: number;
}

async function read(url: string, runtime: boolean, port: number): Promise<Reading> {
  const profile = await mkdtemp(path.join(tmpdir(), "devtools-attached-"));
  const chrome: ChildProcess = spawn(
    process.env.CHROME_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--no-first-run",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  try {
    const devtools = await connect(port);
    const { targetId } = await devtools.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await devtools.send("Target.attachToTarget", { targetId, flatten: true });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: cpu }, sessionId);
    if (runtime) await devtools.send("Runtime.enable", {}, sessionId);
    await devtools.send("Tracing.start", {
      categories: "-*,v8,disabled-by-default-v8.compile",
      transferMode: "ReportEvents",
    });
    await devtools.send("Page.navigate", { url }, sessionId);
    await new Promise((resolve) => setTimeout(resolve, Number(values["settle-ms"])));
    const events = await devtools.endTrace();
    devtools.close();
    const total = (name: string) =>
      events
        .filter((event) => event.name === name)
        .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    return {
      sourcePositionsMs: total("V8.CollectSourcePositions"),
      moduleScriptsMs: total("v8.evaluateModule"),
    };
  } finally {
    const exited = new Promise((resolve) => chrome.once("exit", resolve));
    chrome.kill();
    await exited;
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

const server = await startPageServer(Number(values.port));
const readings = new Map<string, { without: Reading[]; with: Reading[] }>();
try {
  for (let run = 0; run < runs; run++) {
    for (const pagePath of paths) {
      const entry = readings.get(pagePath) ?? { without: [], with: [] };
      readings.set(pagePath, entry);
      const order = run % 2 ? [true, false] : [false, true];
      for (const runtime of order) {
        const reading = await read(`${server.url}${pagePath}`, runtime, Number(values.port) + 10);
        (runtime ? entry.with : entry.without).push(reading);
      }
    }
  }
} finally {
  await server.stop();
}

const at = (list: Reading[], key: keyof Reading) => median(list.map((r) => r[key])).toFixed(1);
console.log(
  `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; CPU ${cpu}× slower (DevTools), ${runs} runs each, alternating, each in a fresh browser; medians\n\n${markdownTable(
    [
      "page",
      "source positions ms, Runtime off",
      "Runtime on",
      "module scripts ms, Runtime off",
      "Runtime on",
    ],
    [...readings].map(([pagePath, entry]) => [
      `\`${pagePath}\``,
      at(entry.without, "sourcePositionsMs"),
      at(entry.with, "sourcePositionsMs"),
      at(entry.without, "moduleScriptsMs"),
      at(entry.with, "moduleScriptsMs"),
    ]),
  )}`,
);
