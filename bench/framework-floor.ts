/**
 * A copy of the build whose pages start nothing of the site's own code: after
 * the first paint, each page evaluates the framework chunk and stops there.
 * That runs the module code of React, of React DOM's shared module and of React
 * Router, but not React DOM's client (the reconciler), which the bundler wraps
 * in a factory the app's entry runs as it imports `react-dom/client`; no router
 * is created and nothing is hydrated. It is the floor that loading the stack
 * sets under every page's start: served as "ours" beside the peer, the benchmark
 * shows what a page would cost if starting it weighed nothing.
 *
 *   npm run build && node bench/framework-floor.ts [--out build-sitting-floor]
 *   BUILD_DIR=build-sitting-floor node bench/peer.ts --snapshot <astrowind git dir> …
 */
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { starter } from "../server/app-after-first-paint.ts";
import { buildDir, rootDir } from "../server/build-layout.ts";
import { inlineScriptHashes, scriptHashSource } from "../server/csp.ts";

const { values } = parseArgs({
  options: { out: { type: "string", default: "build-sitting-floor" } },
});
const out = path.resolve(rootDir, values.out ?? "build-sitting-floor");
if (out === buildDir) throw new Error("--out must be another folder than the build");

/** The page's starter: the one inline script that begins with the starter's own code. */
const STARTER = /<script(?: nonce="[^"]*")?>\(function\(code,apart\)[\s\S]*?<\/script>/;

await rm(out, { recursive: true, force: true });
await cp(buildDir, out, { recursive: true });
const client = path.join(out, "client");
const framework = (await readdir(path.join(client, "assets"))).find((name) =>
  /^framework-[\w-]{8}\.js$/.test(name),
);
if (!framework) throw new Error("the build has no framework chunk (tooling/client-chunks.ts)");

const hashesFile = path.join(out, "csp-hashes.json");
const hashes = JSON.parse(await readFile(hashesFile, "utf8")) as Record<string, string[]>;
let pages = 0;
for (const page of Object.keys(hashes)) {
  const file = path.join(client, page);
  const html = await readFile(file, "utf8");
  if (!STARTER.test(html)) continue;
  const floor = html.replace(
    STARTER,
    () => `<script>${starter("", [`/assets/${framework}`])}</script>`,
  );
  await writeFile(file, floor);
  // The server prefers the build's pre-compressed bodies: they must match.
  await writeFile(`${file}.br`, brotliCompressSync(floor));
  await writeFile(`${file}.gz`, gzipSync(floor, { level: 9 }));
  hashes[page] = [...inlineScriptHashes(floor), scriptHashSource("")];
  pages += 1;
}
await writeFile(hashesFile, JSON.stringify(hashes, null, 2));
console.log(`${pages} pages in ${path.relative(rootDir, out)} start /assets/${framework} only`);
