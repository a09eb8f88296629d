/**
 * Which kind of build this is, set once at build time by `VITE_PUBLICATION`.
 *
 * - `preview` (the default, `npm run build` and `npm run serve`): every section
 *   is shown, its samples marked as such, so the agency sees what it still has
 *   to fill in before launch.
 * - `production` (`npm run build:production`, what the deploy recipe runs):
 *   nothing marked sample is published. A section whose content is only
 *   samples is left out, and the build refuses to run while the company data
 *   the law requires on the site are samples (content/samples.ts says which).
 *
 * The pages' scripts get the value baked in, the server and the build's own
 * steps read it from the environment (content/shared-env.ts, fromSharedEnv).
 */
import { fromSharedEnv } from "./shared-env.ts";

export type Publication = "preview" | "production";

/** Reads the setting; anything but the two names stops the build with the variable's name. */
export function readPublication(value: string): Publication {
  if (value === "preview" || value === "production") return value;
  throw new Error(`VITE_PUBLICATION must be "preview" or "production", not "${value}"`);
}

export const publication: Publication = readPublication(
  fromSharedEnv("VITE_PUBLICATION", "preview"),
);
