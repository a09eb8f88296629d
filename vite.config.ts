import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { blogContent } from "./tooling/blog/vite-plugin.ts";
import { browserDictionaries } from "./tooling/browser-dictionaries-plugin.ts";

/*
 * Fewer, larger chunks: React and React Router in one file, the site's own
 * code that most pages load up front (at least 6 page modules share it) in
 * another, instead of some 40 small files per page. Code only a few pages
 * share, and code a page loads on demand (below-the-fold sections, menus,
 * dictionaries, articles), keeps its own chunks, so no page's first load
 * grows; fewer files also compress better (every page lost ~6 KB gzip).
 */
const clientChunkGroups = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: "site",
    tags: ["$initial" as const],
    minShareCount: 6,
    priority: 10,
  },
];

/*
 * The brand face travels inside the site stylesheet as data URLs, so the first
 * paint already draws with it: no font request, no preload, no swap from the
 * fallback (docs/decisions/0006-typeface.md). Every other asset stays a file.
 */
function inlineOnlyTheTypeface(filePath: string): boolean {
  return /[\\/]bricolage-grotesque-[\w-]+\.woff2$/.test(filePath);
}

export default defineConfig({
  plugins: [browserDictionaries(), blogContent(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Settings the pages share with the server (content/site.ts fromSharedEnv):
  // the forms' ids and keys, and the lead retention the privacy policy states.
  envPrefix: ["VITE_", "LEAD_RETENTION_MONTHS"],
  build: {
    assetsInlineLimit: inlineOnlyTheTypeface,
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
