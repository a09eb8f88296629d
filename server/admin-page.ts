/**
 * The content editor at /admin/ (Decap CMS, docs/decisions/0014): its page and
 * files (tooling/build-admin.ts), its configuration made from the content's
 * schemas (cms/config.ts), and the headers of all of them. None of it is a
 * public page: no link, no sitemap entry, `noindex`, and a policy of its own,
 * wider than the pages' (Decap's styles are written at run time, it talks to
 * GitHub's API and, on a developer's machine, to decap-server) yet still
 * without inline scripts or another site's code.
 */
import { Hono } from "hono";
import { type CmsSettings, decapConfig } from "../cms/config.ts";
import type { PublishingStatus } from "../shared/publishing.ts";
import { ADMIN_PATH } from "./build-layout.ts";
import {
  type CmsAuthLimits,
  cmsAuthRoutes,
  type GithubApp,
  type TokenExchange,
} from "./cms-auth.ts";

export function adminPolicy(localProxyUrl: string): string {
  const proxy = new URL(localProxyUrl).origin;
  return [
    "default-src 'self'",
    // Decap checks its configuration with ajv, which compiles each schema to a function.
    "script-src 'self' 'unsafe-eval'",
    // Decap renders with emotion, which writes its styles into <style> elements at run
    // time, under names no hash or nonce can know in advance. Styles only, on a noindex
    // page for logged-in editors: scripts stay without 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    // Previews of uploads not yet saved are blob: URLs; GitHub serves avatars and images of the repository.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    // An upload is read back from its blob: URL before it is sent.
    `connect-src 'self' blob: https://api.github.com ${proxy}`,
    // The preview pane is a frame the editor writes itself.
    "frame-src 'self' blob: about:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of everything under /admin/, besides the security headers every response has. */
export function adminHeaders(localProxyUrl: string): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": adminPolicy(localProxyUrl),
    "X-Robots-Tag": "noindex, nofollow",
    // The GitHub login opens a window that reports back to this page.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cache-Control": "no-cache",
  };
}

export function isAdminPath(urlPath: string): boolean {
  return urlPath === ADMIN_PATH || urlPath.startsWith(`${ADMIN_PATH}/`);
}

export interface AdminOptions {
  exchange?: TokenExchange;
  limits?: CmsAuthLimits;
  /**
   * What publishing last did (server/releases/), for the editor's line; absent
   * where the server does not run from a release (a developer's machine).
   */
  publishingStatus?: () => Promise<PublishingStatus | undefined>;
}

/**
 * GET /admin/config.json, Decap's configuration for this server's settings;
 * GET /admin/publishing.json, what publishing last did (404 where nothing
 * publishes); and the GitHub login's two steps (server/cms-auth.ts).
 */
export function adminRoutes(
  settings: CmsSettings,
  github: GithubApp | undefined,
  options: AdminOptions = {},
): Hono {
  const app = new Hono();
  app.route("/", cmsAuthRoutes(settings.siteUrl, github, options.exchange, options.limits));
  const body = JSON.stringify(decapConfig(settings));
  const headers = adminHeaders(settings.localProxyUrl);
  app.get(`${ADMIN_PATH}/config.json`, (c) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(body);
  });
  app.get(`${ADMIN_PATH}/publishing.json`, async (c) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    const status = await options.publishingStatus?.();
    if (!status) return c.json({ error: "nothing is published from here" }, 404);
    return c.json(status);
  });
  return app;
}
