/**
 * What the server takes from the Astro build besides its static files: the
 * renderer of pages rendered per request (build/server/entry.mjs, made from
 * tooling/astro-server-entry.ts).
 */
export interface SiteBuild {
  /** Renders `request` if a page rendered on demand answers it, else undefined. */
  render(request: Request, locals: object): Promise<Response | undefined>;
}

export function isSiteBuild(module: unknown): module is SiteBuild {
  return (
    typeof module === "object" &&
    module !== null &&
    "render" in module &&
    typeof module.render === "function"
  );
}
