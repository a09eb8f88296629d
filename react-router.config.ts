import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/navigation/page-paths.ts";
import { publication } from "./content/publication.ts";
import { refuseSamplesInProduction } from "./content/samples.ts";
import { validateContent } from "./content/validate-content.ts";
import { PRERENDER_NONCE_VARIABLE, prerenderNonceFile } from "./server/build-layout.ts";

// A broken content entry stops the build here, naming its file, entry and field;
// so does a production build while the company's required data are samples.
validateContent();
refuseSamplesInProduction(publication, process.env);

// This build's nonce for the scripts the app writes into pre-rendered pages
// (app/entry.server.tsx); markup in a page cannot know it. Kept when this file
// is read again in the same build.
process.env[PRERENDER_NONCE_VARIABLE] ||= randomBytes(18).toString("base64url");

export default {
  appDirectory: "app",
  // A second build with other build-time settings (the measured one the tests use) goes elsewhere.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // The whole route manifest (75 routes, about 2.5 KB compressed, cached across pages)
  // comes with the app, instead of being discovered: lazy discovery watched every link
  // of the page and asked the server for its routes as the app started, 20–70 ms of
  // script at 4× on the pages measured (bench/README.md, "Start-up work in the browser").
  routeDiscovery: { mode: "initial" },
  // Every known page is rendered to HTML at build time; the server renders
  // only unknown paths (404) and data requests on demand.
  prerender: { paths: prerenderPaths(), concurrency: 2 },
  // For postbuild (tooling/postbuild.ts), which hashes only the scripts that carry it.
  buildEnd() {
    writeFileSync(prerenderNonceFile, process.env[PRERENDER_NONCE_VARIABLE] ?? "");
  },
} satisfies Config;
