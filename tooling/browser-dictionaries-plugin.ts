import path from "node:path";
import type { Plugin } from "vite";

const serverModule = path.join("common", "i18n", "dictionaries", "index.ts");

/**
 * In the browser build, imports of the dictionaries resolve to the lazy,
 * one-language-at-a-time version (index.browser.ts); the server keeps both.
 */
export function browserDictionaries(): Plugin {
  return {
    name: "browser-dictionaries",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.endsWith(serverModule)) return null;
      return resolved.id.replace(/index\.ts$/, "index.browser.ts");
    },
  };
}
