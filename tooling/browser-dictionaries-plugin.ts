import path from "node:path";
import type { Plugin } from "vite";

const serverModule = path.join("shared", "i18n", "dictionaries", "index.ts");

/**
 * In the browser build, imports of the dictionaries resolve to the lazy,
 * one-language-at-a-time version (index.browser.ts); the server keeps both.
 * A browser build in which no import was swapped stops: the dictionaries'
 * folder has moved, and every page would carry both languages again.
 */
export function browserDictionaries(): Plugin {
  let swapped = 0;
  return {
    name: "browser-dictionaries",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      swapped = 0;
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.endsWith(serverModule)) return null;
      swapped += 1;
      return resolved.id.replace(/index\.ts$/, "index.browser.ts");
    },
    buildEnd(error) {
      if (!error && this.environment.mode === "build" && swapped === 0)
        this.error(`No import of ${serverModule} was swapped for the browser's version.`);
    },
  };
}
