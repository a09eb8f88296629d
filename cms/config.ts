/**
 * Decap CMS's configuration, made from the content's schemas: which backend
 * it saves through, where uploads go and every collection. The server answers
 * /admin/config.json with it (server/admin-page.ts), so the repository and the
 * local proxy are settings of the server, not of the build.
 */
import { collections } from "./collections.ts";
import type { DecapConfig } from "./decap-types.ts";

export interface CmsSettings {
  /** The site's origin: the GitHub login's relay (server/cms-auth.ts) answers there. */
  siteUrl: string;
  /** "owner/name" of the GitHub repository the editor commits to; unset, it saves only locally. */
  githubRepo: string | undefined;
  /** The branch the editor commits to: the one the site is deployed from. */
  branch: string;
  /** decap-server's API, which writes to the working tree: used when the admin is opened on localhost. */
  localProxyUrl: string;
}

/** The path under the site's origin where Decap starts the GitHub login (server/cms-auth.ts). */
export const AUTH_ENDPOINT = "api/cms/auth";

/** Commit messages in the repository's history, one line each, naming what was edited. */
const commitMessages = {
  create: "Treść: nowy wpis {{collection}} „{{slug}}” (przez edytor)",
  update: "Treść: {{collection}} „{{slug}}” (przez edytor)",
  delete: "Treść: usunięty wpis {{collection}} „{{slug}}” (przez edytor)",
  uploadMedia: "Treść: obraz {{path}} (przez edytor)",
  deleteMedia: "Treść: usunięty obraz {{path}} (przez edytor)",
};

export function decapConfig(settings: CmsSettings): DecapConfig {
  const local = { name: "proxy", proxy_url: settings.localProxyUrl, branch: settings.branch };
  const backend = settings.githubRepo
    ? {
        name: "github",
        repo: settings.githubRepo,
        branch: settings.branch,
        base_url: settings.siteUrl,
        auth_endpoint: AUTH_ENDPOINT,
        commit_messages: commitMessages,
      }
    : local;
  return {
    backend,
    // On localhost the editor saves through decap-server into the working tree.
    local_backend: { url: settings.localProxyUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
    load_config_file: false,
    locale: "pl",
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: "/logo.svg",
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    show_preview_links: false,
    search: false,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_files", locales: ["pl", "en"], default_locale: "pl" },
    collections: collections(),
  };
}
