/**
 * What stands between this copy of the site and going live: every sample the
 * content still holds, every client logo or testimonial without a recorded
 * consent (content/samples.ts), every production setting left unset and every
 * setting that is unsafe in production.
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

/** A setting whose value is unsafe in production, and why. */
export interface UnsafeSetting {
  variable: string;
  /** The variable as it is set: "TRUST_PROXY=1 with HOST=0.0.0.0". */
  value: string;
  problem: string;
}

export interface LaunchReport {
  findings: LaunchFinding[];
  unset: UnsetSetting[];
  unsafe: UnsafeSetting[];
  /** Nothing found, every setting set and none unsafe. */
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

/** How server/config.ts reads a flag: 1, true or on. */
const isOn = (value: string | undefined) => ["1", "true", "on"].includes(value?.trim() ?? "");

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches a server bound there. */
const isLoopback = (host: string) =>
  host === "localhost" ||
  host === "::1" ||
  host === "[::1]" ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** Settings that make a live site unsafe, whatever else is set. */
function unsafeSettings(env: Environment): UnsafeSetting[] {
  const unsafe: UnsafeSetting[] = [];
  if (isOn(env.SMTP_ALLOW_PLAINTEXT)) {
    unsafe.push({
      variable: "SMTP_ALLOW_PLAINTEXT",
      value: `SMTP_ALLOW_PLAINTEXT=${env.SMTP_ALLOW_PLAINTEXT?.trim()}`,
      problem:
        "lead mail (names, addresses, messages) and the SMTP password may cross the network unencrypted; it is for a local test mail server only",
    });
  }
  const proxies = env.TRUST_PROXY?.trim() ?? "";
  // The server's default HOST (server/config.ts) is every interface.
  const host = env.HOST?.trim() || "0.0.0.0";
  if (proxies !== "" && proxies !== "0" && !isLoopback(host)) {
    unsafe.push({
      variable: "TRUST_PROXY",
      value: `TRUST_PROXY=${proxies} with HOST=${host}`,
      problem:
        "clients that reach the server directly choose the address it sees (X-Forwarded-For), and with it their rate limits; bind it to 127.0.0.1 behind the proxy",
    });
  }
  return unsafe;
}

export function launchReport(env: Environment, findings = contentFindings()): LaunchReport {
  const unset = productionSettings.filter(({ variable }) => !env[variable]?.trim());
  const unsafe = unsafeSettings(env);
  return {
    findings,
    unset,
    unsafe,
    ready: findings.length === 0 && unset.length === 0 && unsafe.length === 0,
  };
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
  const total = report.findings.length + report.unset.length + report.unsafe.length;
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
      "Production settings not set (see docs/configuration.md):",
      ...report.unset.map(({ variable, effect }) => `  - ${variable}: ${effect}`),
    );
  }
  if (report.unsafe.length > 0) {
    lines.push(
      "",
      "Settings unsafe in production (see docs/configuration.md):",
      ...report.unsafe.map(({ value, problem }) => `  - ${value}: ${problem}`),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** One warning when a server starts with samples, without its production settings or with unsafe ones. */
export function warnBeforeLaunch(log: Logger, report: LaunchReport): void {
  if (report.ready) return;
  const consents = report.findings.filter((finding) => finding.kind === "consent").length;
  log.warn("not ready to go live: npm run launch-check lists what is left", {
    samples: sampleSummary(report.findings) || "none",
    missingConsents: consents,
    unsetSettings: report.unset.map(({ variable }) => variable).join(", ") || "none",
    ...(report.unsafe.length > 0
      ? { unsafeSettings: report.unsafe.map(({ variable }) => variable).join(", ") }
      : {}),
  });
}
