import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../content/site.ts";
import { formatReport, launchReport, sampleSummary, warnBeforeLaunch } from "./launch-check.ts";
import type { Logger } from "./log.ts";

/** Every production setting set, as a live deployment's environment has them. */
const production = {
  SITE_URL: "https://odracreative.example",
  CONTACT_EMAIL: "biuro@odracreative.example",
  SMTP_URL: "smtps://user:pass@smtp.example.com:465",
  UNSUBSCRIBE_SECRET: "x".repeat(48),
};

function recordingLogger() {
  const warnings: { msg: string; fields: unknown }[] = [];
  const log: Logger = {
    info() {},
    error() {},
    warn: (msg, fields) => warnings.push({ msg, fields }),
  };
  return { log, warnings };
}

describe("the launch check", () => {
  it("fails on the shipped samples even with every production setting set", () => {
    const report = launchReport(production);
    expect(report.ready).toBe(false);
    expect(report.unset).toEqual([]);
    const printed = formatReport(report);
    expect(printed).toMatch(/^Launch check failed: \d+ items left\./);
    expect(printed).toContain(`NIP ${site.registration.nip}`);
    for (const phone of site.phones)
      expect(printed).toContain(phone.display.replaceAll("\u00a0", " "));
    expect(printed).toContain("content/entries/reviews.json: the 9 built-in reviews are samples");
    expect(printed).toContain(
      "content/entries/clients.json lniane: no recorded consent to show Lniane",
    );
    expect(printed).toContain(
      "content/entries/case-studies.json reliance-wear: the testimonial by",
    );
  });

  it("lists each production setting left unset", () => {
    const report = launchReport({ SITE_URL: " ", SMTP_URL: production.SMTP_URL }, []);
    expect(report.ready).toBe(false);
    expect(report.unset.map((setting) => setting.variable)).toEqual([
      "SITE_URL",
      "CONTACT_EMAIL",
      "UNSUBSCRIBE_SECRET",
    ]);
    expect(formatReport(report)).toContain(
      `- CONTACT_EMAIL: the pages and the mail show the sample address ${site.sampleDefaults.email}`,
    );
  });

  it("lists plaintext mail and a trusted proxy on a public interface as problems", () => {
    const report = launchReport(
      { ...production, SMTP_ALLOW_PLAINTEXT: "1", TRUST_PROXY: "1", HOST: "0.0.0.0" },
      [],
    );
    expect(report.ready).toBe(false);
    expect(report.unsafe.map((setting) => setting.variable)).toEqual([
      "SMTP_ALLOW_PLAINTEXT",
      "TRUST_PROXY",
    ]);
    const printed = formatReport(report);
    expect(printed).toMatch(/^Launch check failed: 2 items left\./);
    expect(printed).toContain("- SMTP_ALLOW_PLAINTEXT=1: ");
    expect(printed).toContain("- TRUST_PROXY=1 with HOST=0.0.0.0: ");
    // Without HOST the server listens on every interface.
    const { HOST: _host, ...noHost } = { ...production, TRUST_PROXY: "2", HOST: "" };
    expect(launchReport(noHost, []).unsafe.map((setting) => setting.variable)).toEqual([
      "TRUST_PROXY",
    ]);
  });

  it("accepts a trusted proxy in front of a server on the loopback interface, and mail over TLS", () => {
    for (const host of ["127.0.0.1", "::1", "localhost", "127.0.0.2"]) {
      const report = launchReport(
        { ...production, TRUST_PROXY: "1", HOST: host, SMTP_ALLOW_PLAINTEXT: "0" },
        [],
      );
      expect(report.unsafe).toEqual([]);
      expect(report.ready).toBe(true);
    }
    expect(launchReport({ ...production, TRUST_PROXY: "0", HOST: "0.0.0.0" }, []).ready).toBe(true);
  });

  it("passes once no sample is left and every setting is set", () => {
    const report = launchReport(production, []);
    expect(report.ready).toBe(true);
    expect(formatReport(report)).toMatch(/^Launch check passed/);
  });

  it("`npm run launch-check` exits with 1 and prints what is left", () => {
    const env = { ...process.env };
    for (const variable of Object.keys(production)) delete env[variable];
    const run = spawnSync(process.execPath, [path.resolve("server/cli/launch-check.ts")], {
      env,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`NIP ${site.registration.nip}`);
    expect(run.stdout).toContain("- SMTP_URL: mail is off");
  });
});

describe("the server's warning", () => {
  it("is one line naming the samples, the missing consents and the unset settings", () => {
    const { log, warnings } = recordingLogger();
    warnBeforeLaunch(log, launchReport({ ...production, SMTP_URL: "" }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toEqual({
      samples:
        "registration data, address, 2 phone numbers, reviews, 9 client logos, 3 testimonials, 2 team portraits",
      missingConsents: 12,
      unsetSettings: "SMTP_URL",
    });
  });

  it("names the settings unsafe in production", () => {
    const { log, warnings } = recordingLogger();
    warnBeforeLaunch(log, launchReport({ ...production, SMTP_ALLOW_PLAINTEXT: "true" }, []));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toEqual({
      samples: "none",
      missingConsents: 0,
      unsetSettings: "none",
      unsafeSettings: "SMTP_ALLOW_PLAINTEXT",
    });
  });

  it("is not logged by a site ready to go live", () => {
    const { log, warnings } = recordingLogger();
    warnBeforeLaunch(log, launchReport(production, []));
    expect(warnings).toEqual([]);
  });

  it("counts samples of a kind once each", () => {
    expect(
      sampleSummary([
        { kind: "phone", where: "", what: "" },
        { kind: "consent", where: "", what: "" },
        { kind: "reviews", where: "", what: "" },
      ]),
    ).toBe("phone number, reviews");
  });
});
