/**
 * After `react-router build`: let the pre-rendered pages start their
 * JavaScript after the first paint (server/app-after-first-paint.ts),
 * record the hashes of every page's own inline scripts for the CSP (those the
 * app wrote with the build's nonce; a page with any other inline script stops
 * the build), and pre-compress text files (br + gzip), the content editor's
 * (build/client/admin/) too.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { measurement, thirdPartySources } from "../content/measurement.ts";
import { startingAfterFirstPaint } from "../server/app-after-first-paint.ts";
import {
  clientDir,
  compressible,
  cspHashesFile,
  prerenderNonceFile,
  thirdPartySourcesFile,
} from "../server/build-layout.ts";
import { externalScripts, ownScripts, scriptHashSource, withoutBuildNonce } from "../server/csp.ts";
import { chunksEvaluatedApart } from "../tooling/client-chunks.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));

// The nonce react-router.config.ts gave this build's pre-rendered scripts.
const buildNonce = existsSync(prerenderNonceFile)
  ? (await readFile(prerenderNonceFile, "utf8")).trim()
  : "";
if (!buildNonce) {
  throw new Error(
    `${prerenderNonceFile} is missing or empty: run \`react-router build\` (react-router.config.ts writes it) before postbuild`,
  );
}

const hashes: Record<string, string[]> = {};
let compressed = 0;
for (const file of files) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  // The content editor's page is no public page: it has its own policy (server/admin-page.ts).
  if (file.endsWith(".html") && !relative.startsWith("admin/")) {
    const { html, moduleCode, chunksApart } = startingAfterFirstPaint(
      await readFile(file, "utf8"),
      chunksEvaluatedApart,
    );
    // Every page runs React; a page that names no framework chunk means the
    // chunk groups were renamed and the pages would run everything in one task.
    if (moduleCode !== undefined && chunksApart.length === 0) {
      throw new Error(
        `${relative} loads none of the chunks ${chunksEvaluatedApart.join(", ")} (tooling/client-chunks.ts)`,
      );
    }
    const external = externalScripts(html);
    if (external.length > 0) {
      throw new Error(
        `${relative} loads ${external.join(", ")} with a <script src>, which the pages' strict CSP blocks ('strict-dynamic' allows no host): add it from a script instead (server/csp.ts)`,
      );
    }
    const own = ownScripts(html, buildNonce);
    if (own.foreign.length > 0) {
      const [first = ""] = own.foreign;
      throw new Error(
        `${relative} has ${own.foreign.length} inline script(s) the app did not write (without the build's nonce), which its CSP would not allow; the first begins: ${JSON.stringify(first.trim().slice(0, 80))}. Markup from content must not carry scripts (content/blog/markup-rules.ts); a script of the app gets the nonce from ScriptNonce (app/script-nonce.ts)`,
      );
    }
    await writeFile(file, withoutBuildNonce(html, buildNonce));
    hashes[relative] = [
      ...own.hashes,
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
