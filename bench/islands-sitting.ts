/**
 * While the site moves to Astro: one Lighthouse sitting of the React Router
 * build of `main` (a server of it already running at REACT_ROUTER_URL), this
 * branch's Astro build (served here by the site's server) and AstroWind's
 * home, runs alternating, a fresh browser each, at the calibrated slowdown
 * (benchmarkIndex / 264) unless `CPU` names one. Run `npm run build` first.
 *
 *   REACT_ROUTER_URL=http://127.0.0.1:4400 PAGES=/,/kontakt RUNS=3 \
 *     node bench/islands-sitting.ts <astrowind git dir>
 */
import { configFor, resolveCpuSlowdown, runLighthouse } from "./lib/lighthouse-run.ts";
import { medians, type Sample, sampleOf } from "./lib/lighthouse-sample.ts";
import { startPageServer } from "./lib/page-server.ts";
import { buildPeer, startPeerServer } from "./lib/peer.ts";

const snapshot = process.argv[2];
if (!snapshot) throw new Error("usage: node bench/islands-sitting.ts <astrowind git dir>");
const runs = Number(process.env.RUNS ?? 3);
const pages = (process.env.PAGES ?? "/,/kontakt").split(",");

const { dist, commit } = await buildPeer(snapshot);
const peer = await startPeerServer(dist);
const reactRouterUrl = process.env.REACT_ROUTER_URL;
if (!reactRouterUrl) throw new Error("REACT_ROUTER_URL: a running server of main's build");
const astro = await startPageServer(Number(process.env.PORT ?? 4610));
const origins: Record<string, string> = {
  "react-router": reactRouterUrl,
  astro: astro.url,
  peer: peer.url,
};
try {
  const cpu = await resolveCpuSlowdown(process.env.CPU ?? "calibrated", `${reactRouterUrl}/`);
  console.log(
    `AstroWind ${commit}; benchmarkIndex ${Math.round(cpu.benchmarkIndex)}; ${cpu.description}`,
  );
  const config = configFor("mobile", cpu.multiplier);
  for (const path of pages) {
    const samples: Record<string, Sample[]> = { "react-router": [], astro: [], peer: [] };
    for (let run = 0; run < runs; run++) {
      for (const [name, origin] of Object.entries(origins)) {
        const lhr = (await runLighthouse(`${origin}${name === "peer" ? "/" : path}`, config))?.lhr;
        if (lhr) samples[name]?.push(sampleOf(lhr));
      }
    }
    for (const [name, list] of Object.entries(samples)) {
      if (list.length === 0) continue;
      const m = medians(list);
      const indices = list.map((sample) => Math.round(sample.benchmarkIndex)).join("/");
      console.log(
        `${path} | ${name} | ${list.length} | ${m.performance} | ${Math.round(m.tbtMs)} | ${(m.lcpMs / 1000).toFixed(2)} | ${m.cls.toFixed(3)} | ${(m.jsBytes / 1024).toFixed(1)} | ${m.requests} | ${indices}`,
      );
    }
  }
} finally {
  await astro.stop();
  await peer.stop();
}
