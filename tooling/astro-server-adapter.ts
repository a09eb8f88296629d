/**
 * An Astro adapter for the site's own server: pre-rendered pages go to
 * `build/client`, what renders on demand to `build/server/entry.mjs`
 * (tooling/astro-server-entry.ts), which server/main.ts imports. The server
 * keeps its headers, CSP, API, redirects and limits (docs/decisions/0001).
 */
import type { AstroIntegration } from "astro";

export function siteServer(): AstroIntegration {
  return {
    name: "site-server",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "site-server",
          serverEntrypoint: new URL("./astro-server-entry.ts", import.meta.url),
          entrypointResolution: "auto",
          adapterFeatures: { buildOutput: "server" },
          supportedAstroFeatures: {
            staticOutput: "stable",
            hybridOutput: "stable",
            serverOutput: "stable",
            sharpImageService: "unsupported",
          },
        });
      },
    },
  };
}
