/**
 * First-load JavaScript and CSS per route of the current build, gzip and
 * brotli, read from React Router's client manifest.
 *
 *   npm run build && node bench/bundle-report.ts
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir } from "../server/build-layout.ts";
import {
  assetsDir,
  firstLoadFiles,
  pageRouteIds,
  readClientManifest,
} from "../tests/support/client-manifest.ts";
import { markdownTable } from "./lib/report.ts";

const manifest = await readClientManifest();

const sizes = new Map<string, { gzip: number; brotli: number }>();
async function sizeOf(url: string) {
  const known = sizes.get(url);
  if (known) return known;
  const body = await readFile(path.join(clientDir, url));
  const size = {
    gzip: gzipSync(body, { level: 9 }).byteLength,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      .byteLength,
  };
  sizes.set(url, size);
  return size;
}

// The page's own-language dictionary is a dynamic import that entry.client awaits
// before hydrating, so it is part of every first load: count the larger one.
const dictionaryChunks = (await readdir(assetsDir)).filter((name) =>
  /^(pl|en)-[\w-]+\.js$/.test(name),
);
let dictionary = { gzip: 0, brotli: 0 };
for (const name of dictionaryChunks) {
  const size = await sizeOf(`/assets/${name}`);
  if (size.gzip > dictionary.gzip) dictionary = size;
}

const rows: (string | number)[][] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const id of pageRouteIds(manifest)) {
  const { js, css } = firstLoadFiles(manifest, id);
  let jsGzip = dictionary.gzip;
  let jsBrotli = dictionary.brotli;
  let cssGzip = 0;
  let cssBrotli = 0;
  for (const url of js) {
    const size = await sizeOf(url);
    jsGzip += size.gzip;
    jsBrotli += size.brotli;
  }
  for (const url of css) {
    const size = await sizeOf(url);
    cssGzip += size.gzip;
    cssBrotli += size.brotli;
  }
  rows.push([id, js.size + 1, kb(jsGzip), kb(jsBrotli), kb(cssGzip), kb(cssBrotli)]);
}
rows.sort((a, b) => Number(b[2]) - Number(a[2]));
console.log(
  markdownTable(["route", "JS files", "JS gzip KB", "JS br KB", "CSS gzip KB", "CSS br KB"], rows),
);
