import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig, passthroughImageService } from "astro/config";
import { publication } from "./content/publication.ts";
import { refuseSamplesInProduction } from "./content/samples.ts";
import { validateContent } from "./content/validate-content.ts";
import { siteServer } from "./tooling/astro-server-adapter.ts";
import { blogContent } from "./tooling/blog/vite-plugin.ts";
import { browserDictionaries } from "./tooling/browser-dictionaries-plugin.ts";
import { oldestSupported } from "./tooling/browser-support.ts";
import { rasterArtwork } from "./tooling/raster-artwork-plugin.ts";
import { tabIcon } from "./tooling/tab-icon-plugin.ts";

// A broken content entry stops the build here, naming its file, entry and field;
// so does a production build while the company's required data are samples.
validateContent();
refuseSamplesInProduction(publication, process.env);

/** The browsers the site supports (tooling/browser-support.ts), as the build's targets: CSS is then written for them. */
const targets = [
  `chrome${oldestSupported.chrome}`,
  `edge${oldestSupported.edge}`,
  `firefox${oldestSupported.firefox}`,
  `safari${oldestSupported.safari}`,
  `ios${oldestSupported.safari_ios}`,
];

/**
 * What every page runs without a framework (app/islands/page-behaviour.ts and what it
 * imports) in one file, the page's own script (bare-page.astro's): split into the chunks it
 * shares with islands, it was a chain of eleven requests of a few hundred bytes each, and
 * then still a shim and the bundler's runtime beside it. Nothing in it needs the runtime
 * (no CommonJS module), so the page asks for exactly one script.
 */
const pageScriptChunk = {
  name: "page",
  test: /(\0rolldown\/runtime|layouts[\\/]bare-page\.astro\?astro&type=script|app[\\/](islands[\\/](page-behaviour|navigation-progress)|measurement[\\/]|hooks[\\/](use-reduced-motion|when-idle)|components[\\/](layout[\\/](page-focus|section-scroll|main-id|modal-panel)|blog[\\/]image-fallbacks|ui[\\/]disclosure-keys))|content[\\/](measurement|shared-env)\.ts|shared[\\/]forms[\\/]attribution)/,
};

function inlineOnlyTheTypeface(filePath: string): boolean {
  return /[\\/]bricolage-grotesque-[\w-]+\.woff2$/.test(filePath);
}

/** The islands' own triggers besides Astro's: the visitor's first touch, the first scroll (app/islands/on-*.ts). */
const siteDirectives: AstroIntegration = {
  name: "site-client-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "interaction", entrypoint: "./app/islands/on-interaction.ts" });
      addClientDirective({ name: "scroll", entrypoint: "./app/islands/on-scroll.ts" });
    },
  },
};

export default defineConfig({
  site: "https://odracreative.pl",
  srcDir: "./app",
  // A second build with other build-time settings (the measured one the tests use) goes elsewhere.
  outDir: process.env.BUILD_DIR || "build",
  adapter: siteServer(),
  output: "static",
  trailingSlash: "never",
  build: { format: "directory", assets: "assets", serverEntry: "entry.mjs" },
  compressHTML: true,
  // Astro lists the hashes of the scripts it writes into a page; postbuild checks every
  // inline script against them and ours, then the server sends the page's policy.
  // The server refuses a post from another site before a page is rendered
  // (server/api/form-page-posts.ts, fromThisSite), with its own words.
  security: { csp: true, checkOrigin: false },
  // Pictures are the artwork build's WebP files (tooling/raster-artwork-plugin.ts), not Astro's.
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  // React's renderer streams each root with the root's own id prefix (useId stays unique
  // across the page's roots); nothing of ours suspends, so no part of a root is written apart.
  integrations: [react(), siteDirectives],
  vite: {
    plugins: [tabIcon(), browserDictionaries(), blogContent(), tailwindcss(), rasterArtwork()],
    envPrefix: ["VITE_", "LEAD_RETENTION_MONTHS"],
    build: {
      assetsInlineLimit: inlineOnlyTheTypeface,
      target: targets,
      cssTarget: targets,
      rolldownOptions: { output: { codeSplitting: { groups: [pageScriptChunk] } } },
    },
    // Astro's own cookie parser is a newer major than the one the CMS's local server
    // brings to the top of node_modules: bundled, it is resolved from Astro's folder.
    ssr: { noExternal: ["cookie"] },
    environments: { prerender: { resolve: { noExternal: ["cookie"] } } },
  },
});
