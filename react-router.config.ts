import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/navigation/page-paths.ts";
import { validateContent } from "./content/validate-content.ts";

// A broken content entry stops the build here, naming its file, entry and field.
validateContent();

export default {
  appDirectory: "app",
  // A second build with other build-time settings (the measured one the tests use) goes elsewhere.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // Every known page is rendered to HTML at build time; the server renders
  // only unknown paths (404) and data requests on demand.
  prerender: { paths: prerenderPaths(), concurrency: 2 },
} satisfies Config;
