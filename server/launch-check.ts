/**
 * What stands between this copy of the site and going live: every sample the
 * content still holds, every client logo or testimonial without a recorded
 * consent (content/samples.ts), and every production setting left unset.
 * `npm run launch-check` prints it and fails while anything is left; the
 * server names it in one warning when it starts.
 */
import {
  contentFindings,
  type LaunchFinding,
  productionEffect,
  type SampleKind,
} from "../content/samples.ts";
import { site } from "../content/site.ts";
import type { Logger } from "./log.ts";

/** A production setting the environment does not set, and what the site does without it. */
export interface UnsetSetting {
  variable: string;
  effect: string;
}

export interface LaunchReport {
  findings: LaunchFinding[];
  unset: UnsetSetting[];
  /** Nothing found and every setting set. */
  ready: boolean;
}

type Environment = Record<string, string | undefined>;

/** The settings production needs, with what the site does while each is unset. */
const productionSettings: readonly UnsetSetting[] = [
  {
    variable: "SITE_URL",
    effect: `the build writes canonicals, the sitemap and mail links for the sample origin ${site.sampleDefaults.url}`,
  },
  {
    variable: "CONTACT_EMAIL",
    effect: `the pages and the mail show the sample address ${site.sampleDefaults.email}`,
  },
  {
    variable: "SMTP_URL",
    effect: "mail is off: lead notifications and newsletter confirmations wait in the outbox",
  },
  {
    variable: "UNSUBSCRIBE_SECRET",
    effect:
      "newsletter links are signed with a secret generated into the data folder, which another instance or a restored backup does not share",
  },
];

export function launchReport(env: Environment, findings = contentFindings()): LaunchReport {
  const unset = productionSettings.filter(({ variable }) => !env[variable]?.trim());
  return { findings, unset, ready: findings.length === 0 && unset.length === 0 };
}

const kindNames: Record<SampleKind, [one: string, many: string]> = {
  registration: ["registration data", "registration data"],
  address: ["address", "addresses"],
  phone: ["phone number", "phone numbers"],
  reviews: ["reviews", "reviews"],
  clientLogo: ["client logo", "client logos"],
  testimonial: ["testimonial", "testimonials"],
  teamPortrait: ["team portrait", "team portraits"],
};

/** "registration data, address, 2 phone numbers, reviews, 9 client logos": the samples in one line. */
export function sampleSummary(findings: readonly LaunchFinding[]): string {
  const counts = new Map<SampleKind, number>();
  for (const { kind } of findings) {
    if (kind !== "consent") counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts]
    .map(([kind, count]) => {
      const [one, many] = kindNames[kind];
      return count === 1 ? one : `${count} ${many}`;
    })
    .join(", ");
}

/** What `npm run build:production` does with an item (content/samples.ts holds the rule). */
const productionNote = {
  refused: " (npm run build:production refuses to run)",
  "left out": " (a production build leaves it out)",
  kept: "",
} as const;

/** The report as `npm run launch-check` prints it. */
export function formatReport(report: LaunchReport): string {
  if (report.ready) {
    return "Launch check passed: no sample content, every consent recorded, every production setting set.\n";
  }
  const samples = report.findings.filter((finding) => finding.kind !== "consent");
  const consents = report.findings.filter((finding) => finding.kind === "consent");
  const items = (list: readonly LaunchFinding[]) =>
    list.map(
      (finding) =>
        `  - ${finding.where}: ${finding.what}${productionNote[productionEffect(finding)]}`,
    );
  const total = report.findings.length + report.unset.length;
  const lines = [`Launch check failed: ${total} ${total === 1 ? "item" : "items"} left.`];
  if (samples.length > 0) {
    lines.push(
      "",
      "Sample content (replace it with the agency's own, then set its `sample` field to false):",
      ...items(samples),
    );
  }
  if (consents.length > 0) {
    lines.push(
      "",
      "No recorded consent (get the client's written consent, then set `consentRecorded: true`, or remove the entry):",
      ...items(consents),
    );
  }
  if (report.unset.length > 0) {
    lines.push(
      "",
      "Production settings not set (see the README's configuration table):",
      ...report.unset.map(({ variable, effect }) => `  - ${variable}: ${effect}`),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** One warning when a server starts with samples or without its production settings. */
export function warnBeforeLaunch(log: Logger, report: LaunchReport): void {
  if (report.ready) return;
  const consents = report.findings.filter((finding) => finding.kind === "consent").length;
  log.warn("not ready to go live: npm run launch-check lists what is left", {
    samples: sampleSummary(report.findings) || "none",
    missingConsents: consents,
    unsetSettings: report.unset.map(({ variable }) => variable).join(", ") || "none",
  });
}
