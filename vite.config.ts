import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { blogContent } from "./tooling/blog/vite-plugin.ts";
import { browserDictionaries } from "./tooling/browser-dictionaries-plugin.ts";

export default defineConfig({
  plugins: [browserDictionaries(), blogContent(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Settings the pages share with the server (content/site.ts fromSharedEnv):
  // the forms' ids and keys, and the lead retention the privacy policy states.
  envPrefix: ["VITE_", "LEAD_RETENTION_MONTHS"],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The blog's Markdown tooling runs at build time only; the content modules
      // the server bundle shares with it must not pull it in at run time.
      treeshake: {
        moduleSideEffects: [{ test: /^(marked|gray-matter)$/, external: true, sideEffects: false }],
      },
    },
  },
});
