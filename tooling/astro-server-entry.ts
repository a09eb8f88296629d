/**
 * The Astro build's server entry (build/server/entry.mjs), read by the site's
 * own server (server/main.ts): it renders what must be rendered per request
 * (docs/decisions/0017-islands-on-astro.md) and says which paths it knows.
 * `locals` carry what the server lends a page: the form intake, the nonce.
 */
import { createApp } from "astro/app/entrypoint";

const app = createApp({ streaming: false });

/** Renders `request` if a page rendered on demand answers it, else undefined. */
export async function render(request: Request, locals: object): Promise<Response | undefined> {
  const route = app.match(request);
  if (!route || route.prerender) return undefined;
  return app.render(request, { routeData: route, locals });
}
