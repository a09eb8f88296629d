/**
 * After `react-router build`: take the module-preload hints out of the
 * pre-rendered pages and let them start their JavaScript after the first paint,
 * record the inline-script hashes of every page for the CSP, and pre-compress
 * text files (br + gzip).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { measurement, thirdPartySources } from "../content/measurement.ts";
import {
  clientDir,
  compressible,
  cspHashesFile,
  thirdPartySourcesFile,
} from "../server/build-layout.ts";
import { inlineScriptHashes, scriptHashSource } from "../server/csp.ts";
import { startingAfterFirstPaint } from "./app-after-first-paint.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));

/**
 * React Router hints every JavaScript chunk of a page with <link rel=modulepreload>
 * at the top of <head>. On a slow mobile connection those ~130 KB compete with
 * the HTML's own stylesheet for bandwidth and hold back the first paint (the
 * Lighthouse mobile run measured FCP 2.3 s with them, 1.1–1.4 s without). The
 * content is all in the HTML; the scripts only add behaviour, so they may load
 * after the first paint: the page's module script imports them all the same.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
}

const hashes: Record<string, string[]> = {};
let compressed = 0;
for (const file of files) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  if (file.endsWith(".html")) {
    const { html, moduleCode } = startingAfterFirstPaint(
      withoutModulePreloads(await readFile(file, "utf8")),
    );
    await writeFile(file, html);
    hashes[relative] = [
      ...inlineScriptHashes(html),
      ...(moduleCode === undefined ? [] : [scriptHashSource(moduleCode)]),
    ];
  }
  if (!compressible.test(file)) continue;
  const body = await readFile(file);
  if (body.byteLength < 512) continue;
  await writeFile(
    `${file}.br`,
    await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  compressed++;
}

await writeFile(cspHashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
// Read with the build's own environment, like the bundles: the policy allows
// Google's hosts only when this build was configured to measure.
await writeFile(
  thirdPartySourcesFile,
  `${JSON.stringify(thirdPartySources(measurement), null, 2)}\n`,
);
console.log(
  `postbuild: ${Object.keys(hashes).length} pages hashed, ${compressed} files compressed`,
);
