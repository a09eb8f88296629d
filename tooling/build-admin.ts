/**
 * Builds the content editor into build/client/admin/ (after `astro build`,
 * before postbuild compresses it): our admin script (cms/main.ts)
 * bundled by Vite, Decap CMS's own prebuilt bundle and its chunks copied from
 * node_modules/decap-cms (served from our origin, no CDN), and the page that
 * loads them, which names the site's stylesheet for the previews and links
 * to the marketers' guide (docs/edycja.md, tooling/admin-pages.ts). Nothing
 * here is linked from a public page; the server gives /admin/ its own headers
 * (server/admin-page.ts).
 */
import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { adminDir, clientDir, rootDir } from "../server/build-layout.ts";
import { GUIDE_SOURCE, GUIDE_URL, writeAdminPages } from "./admin-pages.ts";

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

// The site's stylesheet (every page's, as the home page links it): the previews draw with it.
const home = await readFile(path.join(clientDir, "index.html"), "utf8");
const stylesheet = /<link rel="stylesheet" href="\/assets\/([^"]+\.css)"/.exec(home)?.[1];
if (!stylesheet) throw new Error("build-admin: the home page links no stylesheet in /assets");

// The editor's page, with its link to the marketers' guide, and the guide (docs/edycja.md).
const guide = await readFile(GUIDE_SOURCE, "utf8");
await writeAdminPages(adminDir, stylesheet, guide);
console.log(
  `build-admin: Decap CMS (${decapFiles.length} files), admin.js and the guide (${GUIDE_URL}) in ${adminDir}`,
);
