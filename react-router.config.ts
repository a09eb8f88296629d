import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/navigation/page-paths.ts";
import { publication } from "./content/publication.ts";
import { refuseSamplesInProduction } from "./content/samples.ts";
import { validateContent } from "./content/validate-content.ts";

// A broken content entry stops the build here, naming its file, entry and field;
// so does a production build while the company's required data are samples.
validateContent();
refuseSamplesInProduction(publication, process.env);

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
} satisfies Config;
