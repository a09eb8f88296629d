/**
 * Settings the pages' scripts share with the server, apart from the site's
 * identity (site.ts), so a script that needs one setting does not carry the
 * company's data with it.
 */

const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;

/** A variable of the environment, or `fallback` when it is unset or blank. */
export function fromEnv(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** The variables Vite bakes into the bundles (see fromSharedEnv); under plain Node this is undefined. */
const viteEnv: Record<string, unknown> = import.meta.env ?? {};

/**
 * A setting the pages' scripts share with the server: baked into the bundles
 * at build (Vite exposes the names astro.config.ts lists in envPrefix), read
 * from the environment under plain Node (the server, at start).
 */
export function fromSharedEnv(name: string, fallback: string): string {
  const baked = viteEnv[name];
  return typeof baked === "string" && baked.trim() ? baked.trim() : fromEnv(name, fallback);
}
