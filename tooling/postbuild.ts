/**
 * After `astro build`: check that every inline script of a page is one the
 * build wrote — Astro's (its island loader and triggers, whose hashes its own
 * CSP meta element lists: `security.csp` in astro.config.ts) or ours (the
 * typeface's request, the speculation rules) — so a script slipped into
 * content (an article's markup, which content/blog/markup-rules.ts already
 * refuses) stops the build; have each page's scripts added by small inline
 * scripts (server/csp.ts, scriptsStartedByScripts: the pages' strict CSP lets
 * only a script that a trusted script added load more); record their hashes
 * for the server's CSP header, which replaces Astro's meta element; and
 * pre-compress text files (br + gzip), the content editor's (build/client/admin/) too.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { speculationRules } from "../app/islands/speculation.ts";
import { decodeTypeface } from "../app/typeface.ts";
import { measurement, thirdPartySources } from "../content/measurement.ts";
import {
  clientDir,
  compressible,
  cspHashesFile,
  thirdPartySourcesFile,
} from "../server/build-layout.ts";
import {
  astroScriptHashes,
  externalScripts,
  inlineScriptHashes,
  pageAsServed,
  scriptHashSource,
} from "../server/csp.ts";

/** The inline scripts our layouts write (app/layouts/bare-page.astro). */
const ourScripts = [decodeTypeface, speculationRules].map((script) => scriptHashSource(script));

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));

const hashes: Record<string, string[]> = {};
let compressed = 0;
for (const file of files) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  if (file.endsWith(".html") && !relative.startsWith("admin/")) {
    const built = await readFile(file, "utf8");
    const written = new Set([...astroScriptHashes(built), ...ourScripts]);
    const foreign = inlineScriptHashes(built).filter((hash) => !written.has(hash));
    if (foreign.length > 0) {
      throw new Error(
        `${relative} has ${foreign.length} inline script(s) the build did not write, which its CSP must not allow. Markup from content must not carry scripts (content/blog/markup-rules.ts)`,
      );
    }
    const html = pageAsServed(built);
    const external = externalScripts(html);
    if (external.length > 0) {
      throw new Error(
        `${relative} loads ${external.join(", ")} with a <script src>, which the pages' strict CSP blocks ('strict-dynamic' allows no host): add it from a script instead (server/csp.ts)`,
      );
    }
    await writeFile(file, html);
    hashes[relative] = inlineScriptHashes(html);
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
await writeFile(
  thirdPartySourcesFile,
  `${JSON.stringify(thirdPartySources(measurement), null, 2)}\n`,
);
console.log(
  `postbuild: ${Object.keys(hashes).length} pages hashed, ${compressed} files compressed`,
);
