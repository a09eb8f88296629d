/**
 * Compressed size of every pre-rendered page's HTML, as served (the build's
 * .br and .gz files), with what explains it: the page without its scripts
 * (JSON-LD included), and its visible text alone.
 *
 *   npm run build && node bench/html-report.ts
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { prerenderPaths } from "../app/navigation/page-paths.ts";
import { clientDir } from "../server/build-layout.ts";
import { markdownTable } from "./lib/report.ts";

const BUDGET = 14 * 1024;
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/g;

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).byteLength;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const rows: (string | number)[][] = [];
let over = 0;
for (const page of prerenderPaths().filter((entry) => !/\.\w+$/.test(entry))) {
  const file = path.join(clientDir, page, "index.html");
  const html = await readFile(file, "utf8");
  const served = {
    brotli: (await readFile(`${file}.br`)).byteLength,
    gzip: (await readFile(`${file}.gz`)).byteLength,
  };
  const markup = html.replace(SCRIPTS, "");
  const text = markup.replace(/<[^>]+>/g, " ");
  if (served.brotli > BUDGET) over++;
  rows.push([
    page,
    kb(served.brotli),
    kb(served.gzip),
    kb(brotli(markup)),
    kb(brotli(text)),
    served.brotli <= BUDGET ? "yes" : "no",
  ]);
}
rows.sort((a, b) => Number(b[1]) - Number(a[1]));
console.log(
  markdownTable(
    ["page", "br KB", "gzip KB", "br KB without scripts", "br KB text only", "≤ 14 KB br"],
    rows,
  ),
);
console.log(`\n${rows.length - over} of ${rows.length} pages within 14 KB (brotli).`);
