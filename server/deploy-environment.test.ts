/**
 * deploy/odra-creative.env, the settings file every instance and the admin CLI
 * read in production: it names each production setting the server reads, and
 * with the unit's own lines it passes the launch check's rules for settings.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnvironmentFile } from "../tests/deploy/stack.ts";
import { rootDir } from "./build-layout.ts";
import { launchReport } from "./launch-check.ts";

const deployDir = path.join(rootDir, "deploy");
const envText = readFileSync(path.join(deployDir, "odra-creative.env"), "utf8");

/** KEY=VALUE lines, as systemd's EnvironmentFile= reads them. */
const settings = parseEnvironmentFile;

/** The names the file gives a value or shows commented out ("# NAME=…"). */
const named = new Set(
  [...envText.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name),
);

/** What the instance unit sets itself: PORT, HOST and DATA_DIR. */
function unitSettings(): Record<string, string> {
  const unit = readFileSync(path.join(deployDir, "systemd/odra-creative@.service"), "utf8");
  const entries: Record<string, string> = {};
  for (const line of unit.split("\n")) {
    if (!line.startsWith("Environment=")) continue;
    for (const pair of line.slice("Environment=".length).trim().split(/\s+/)) {
      const at = pair.indexOf("=");
      entries[pair.slice(0, at)] = pair.slice(at + 1).replaceAll("%i", "3001");
    }
  }
  return entries;
}

describe("the production settings file", () => {
  it("names every setting a deployment gives the server", () => {
    const production = [
      "SITE_URL",
      "CONTACT_EMAIL",
      "DATABASE_URL",
      "UNSUBSCRIBE_SECRET",
      "SMTP_URL",
      "MAIL_TO",
      "MAIL_FROM",
      "TRUST_PROXY",
      "GOOGLE_PLACES_API_KEY",
      "GOOGLE_PLACE_ID",
      "LEAD_RETENTION_MONTHS",
      "VITE_FORM_CONTACT_ID",
      "VITE_FORM_CONTACT_KEY",
      "VITE_FORM_NEWSLETTER_ID",
      "VITE_FORM_NEWSLETTER_KEY",
      "CMS_GITHUB_REPO",
      "CMS_BRANCH",
      "CMS_GITHUB_CLIENT_ID",
      "CMS_GITHUB_CLIENT_SECRET",
    ];
    expect(production.filter((name) => !named.has(name))).toEqual([]);
  });

  it("gives mail and login links the address nginx serves, not the sample's by default", () => {
    const file = settings(envText);
    const nginx = readFileSync(path.join(deployDir, "nginx/odra-creative.conf"), "utf8");
    const served = /server_name\s+([^\s;]+)/.exec(nginx)?.[1];
    expect(file.SITE_URL).toBe(`https://${served}`);
    expect(file.CONTACT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it("with the unit's lines leaves only the secrets to fill in, and nothing unsafe", () => {
    const report = launchReport({ ...settings(envText), ...unitSettings() }, []);
    expect(report.unset.map(({ variable }) => variable).sort()).toEqual([
      "SMTP_URL",
      "UNSUBSCRIBE_SECRET",
    ]);
    expect(report.unsafe).toEqual([]);
  });
});
