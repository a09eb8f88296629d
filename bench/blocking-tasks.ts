/**
 * Where a page's Total Blocking Time comes from on the calibrated phone.
 *
 * Lighthouse's TBT is simulated: it scales every main-thread task of a trace
 * recorded at full speed (layout tasks by half the CPU slowdown, the rest by
 * all of it), replays them after a simulated network, and counts what each
 * task spends over 50 ms between the simulated first paint and the simulated
 * time to interactive. This prints, for one run per page in a fresh browser,
 * the simulated first paint, time to interactive and TBT, and every task that
 * counts: when it ran and how long it took at full speed, the blocking time the
 * simulation gave it, what it did (Lighthouse's task groups, largest parts) and
 * which scripts it ran.
 *
 *   npm run build && node bench/blocking-tasks.ts [--only /,/en] [--twin] [--runs 1]
 *                                                 [--cpu calibrated|4] [--peer <git dir>]
 *
 * `--twin` measures the pages' no-JavaScript twins instead (bench/lib/no-script-twin.ts).
 * `--peer` measures the peer template's home after each of our pages, in the same
 * sitting (bench/lib/peer.ts builds it from the snapshot), so both are read at one
 * slowdown on one host.
 */
import { parseArgs } from "node:util";
import type { RunnerResult } from "lighthouse";
import { TBTImpactTasks } from "lighthouse/core/computed/tbt-impact-tasks.js";
import { configFor, resolveCpuSlowdown, runLighthouse } from "./lib/lighthouse-run.ts";
import { startTwinServer } from "./lib/no-script-twin.ts";
import { startPageServer } from "./lib/page-server.ts";
import { buildPeer, PEER_NAME, peerPages, startPeerServer } from "./lib/peer.ts";
import { markdownTable } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "/" },
    twin: { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    cpu: { type: "string", default: "calibrated" },
    port: { type: "string", default: "3404" },
    peer: { type: "string" },
  },
});
const paths = (values.only ?? "/").split(",");
const runs = Number(values.runs);

type Task = Awaited<ReturnType<typeof TBTImpactTasks.request>>[number];

/** What a task did: its time by Lighthouse's task group, largest first. */
function groupsOf(task: Task): string {
  const byGroup = new Map<string, number>();
  const visit = (node: Task | Task["children"][number]) => {
    byGroup.set(node.group.label, (byGroup.get(node.group.label) ?? 0) + node.selfTime);
    for (const child of node.children) visit(child);
  };
  visit(task);
  return [...byGroup]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join(", ");
}

/** The scripts a task ran, as Lighthouse attributes them (file names; "inline" for the page's own). */
function scriptsOf(task: Task, pageUrl: string): string {
  return task.attributableURLs
    .map((url) => (url === pageUrl ? "inline" : (url.split("/").pop() ?? url)))
    .join(" ");
}

/** The trace events that took most of a task, by name (their own nesting aside). */
function largestParts(task: Task): string {
  return [...task.children]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .filter((child) => child.duration >= 0.5)
    .map((child) => `${child.event.name} ${child.duration.toFixed(1)}`)
    .join(", ");
}

async function blockingTasks(result: RunnerResult) {
  const { artifacts, lhr } = result;
  const tasks = await TBTImpactTasks.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  return tasks
    .filter((task) => !task.parent && task.tbtImpact >= 1)
    .sort((a, b) => a.startTime - b.startTime);
}

const server = values.twin
  ? await startTwinServer(Number(values.port))
  : await startPageServer(Number(values.port));
const peer = values.peer
  ? await startPeerServer((await buildPeer(values.peer)).dist, Number(values.port) + 1)
  : undefined;

/** One Lighthouse run of `url`, printed as its simulated metrics and the tasks that count. */
async function report(label: string, url: string, multiplier: number) {
  const result = await runLighthouse(url, configFor("mobile", multiplier));
  if (!result) return;
  const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? Number.NaN);
  const tasks = await blockingTasks(result);
  console.log(
    `\n${label} (benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}): ` +
      `simulated first paint ${metric("first-contentful-paint")} ms, interactive ${metric("interactive")} ms, ` +
      `TBT ${metric("total-blocking-time")} ms\n`,
  );
  console.log(
    markdownTable(
      [
        "starts at (1×) ms",
        "takes at 1× ms",
        "blocking ms",
        "what it did (ms at 1×)",
        "largest parts",
        "scripts",
      ],
      tasks.map((task) => [
        task.startTime.toFixed(0),
        task.duration.toFixed(1),
        Math.round(task.tbtImpact),
        groupsOf(task),
        largestParts(task),
        scriptsOf(task, url),
      ]),
    ),
  );
}

try {
  const cpu = await resolveCpuSlowdown(values.cpu, `${server.url}${paths[0]}`);
  console.log(
    `benchmarkIndex ${Math.round(cpu.benchmarkIndex) || "not measured"}; ${cpu.description}` +
      `; ${values.twin ? "no-JavaScript twins" : "pages as served"}` +
      `${peer ? `, each followed by ${PEER_NAME}'s home` : ""}; ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  );
  for (const pagePath of paths) {
    for (let run = 1; run <= runs; run++) {
      await report(`\`${pagePath}\`, run ${run}`, `${server.url}${pagePath}`, cpu.multiplier);
      if (peer) {
        await report(
          `${PEER_NAME} home, run ${run}`,
          `${peer.url}${peerPages.home}`,
          cpu.multiplier,
        );
      }
    }
  }
} finally {
  await server.stop();
  await peer?.stop();
}
