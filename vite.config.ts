import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { blogContent } from "./tooling/blog/vite-plugin.ts";
import { browserDictionaries } from "./tooling/browser-dictionaries-plugin.ts";
import { clientChunkGroups } from "./tooling/client-chunks.ts";
import { compileHints } from "./tooling/compile-hints-plugin.ts";
import { rasterArtwork } from "./tooling/raster-artwork-plugin.ts";
import { tabIcon } from "./tooling/tab-icon-plugin.ts";

/*
 * The brand face travels inside the site stylesheet as data URLs, so the first
 * paint already draws with it: no font request, no preload, no swap from the
 * fallback (docs/decisions/0006-typeface.md). Every other asset stays a file.
 */
function inlineOnlyTheTypeface(filePath: string): boolean {
  return /[\\/]bricolage-grotesque-[\w-]+\.woff2$/.test(filePath);
}

export default defineConfig({
  plugins: [
    tabIcon(),
    browserDictionaries(),
    blogContent(),
    tailwindcss(),
    reactRouter(),
    compileHints(),
    rasterArtwork(),
  ],
  resolve: { tsconfigPaths: true },
  // Settings the pages share with the server (content/site.ts fromSharedEnv):
  // the forms' ids and keys, and the lead retention the privacy policy states.
  envPrefix: ["VITE_", "LEAD_RETENTION_MONTHS"],
  build: {
    assetsInlineLimit: inlineOnlyTheTypeface,
    // A lazily loaded module fetches what it imports as it runs, with no
    // <link rel=modulepreload> added by script first: on a slow phone each
    // inserted link is main-thread work during load, for files the same
    // connection fetches a moment later anyway. Vite still wraps dynamic
    // imports, so a failed one still raises "vite:preloadError".
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      // The blog's Markdown tooling runs at build time only; the content modules
      // the server bundle shares with it must not pull it in at run time.
      treeshake: {
        moduleSideEffects: [{ test: /^(marked|gray-matter)$/, external: true, sideEffects: false }],
      },
      output: { codeSplitting: { groups: clientChunkGroups } },
    },
  },
});
