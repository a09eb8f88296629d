/**
 * Builds the content editor into build/client/admin/ (after `react-router
 * build`, before postbuild compresses it): our admin script (cms/main.ts)
 * bundled by Vite, Decap CMS's own prebuilt bundle and its chunks copied from
 * node_modules/decap-cms (served from our origin, no CDN), and the page that
 * loads them, which names the site's stylesheet for the previews. Nothing
 * here is linked from a public page; the server gives /admin/ its own headers
 * (server/admin-page.ts).
 */
import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { adminDir, clientDir, rootDir } from "../server/build-layout.ts";

const decapDist = path.join(rootDir, "node_modules", "decap-cms", "dist");

await mkdir(adminDir, { recursive: true });

// Decap's bundle: decap-cms.js and the chunks it loads from beside itself (no source maps).
const decapFiles = (await readdir(decapDist)).filter((name) => /(^|\.)decap-cms\.js$/.test(name));
await Promise.all(
  decapFiles.map((name) => copyFile(path.join(decapDist, name), path.join(adminDir, name))),
);

await build({
  configFile: false,
  root: rootDir,
  logLevel: "warn",
  build: {
    outDir: adminDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    rollupOptions: {
      input: path.join(rootDir, "cms", "main.ts"),
      output: { format: "es", entryFileNames: "admin.js", codeSplitting: false },
    },
  },
});

// The site's stylesheet (every page's): the previews draw with it.
const stylesheet = (await readdir(path.join(clientDir, "assets"))).find((name) =>
  /^root-[\w-]+\.css$/.test(name),
);
if (!stylesheet) throw new Error("build-admin: no root-*.css in build/client/assets");

await writeFile(
  path.join(adminDir, "index.html"),
  `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="site-stylesheet" content="/assets/${stylesheet}">
<title>Odra Creative — edycja treści</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="module" src="/admin/admin.js"></script>
</head>
<body></body>
</html>
`,
);
console.log(`build-admin: Decap CMS (${decapFiles.length} files) and admin.js in ${adminDir}`);
