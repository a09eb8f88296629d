import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { companyRegistration } from "#content/company.ts";
import { offer } from "#content/offer.ts";
import { inEnglish, inPolish } from "#content/offer-format.ts";
import { type PrivacyBlock, type PrivacySection, privacyPolicy } from "#content/privacy.ts";
import { site } from "#content/site.ts";
import { CONSENT_KEY } from "./measurement/consent.ts";

/** Words as a reader reads them: a no-break space (Polish typesetting) reads as a space. */
const read = (words: string) => words.replaceAll("\u00a0", " ");

const lines = (blocks: readonly PrivacyBlock[] = []) =>
  blocks.flatMap((block) => (typeof block === "string" ? [block] : block.list));

/** The whole policy, its technical details included: every fact it states. */
const text = (lang: "pl" | "en", policy = privacyPolicy) =>
  read(
    policy[lang]
      .flatMap((section) => [section.heading, ...lines(section.body), ...lines(section.technical)])
      .join("\n"),
  );

/** What every reader reads: the policy without the folded technical details. */
const readable = (lang: "pl" | "en") =>
  read(
    privacyPolicy[lang].flatMap((section) => [section.heading, ...lines(section.body)]).join("\n"),
  );

/** A section's shape: "p" for a paragraph, the item count for a list, then its technical details'. */
const shape = (section: PrivacySection) =>
  [section.body, section.technical ?? []].map((blocks) =>
    blocks.map((block) => (typeof block === "string" ? "p" : block.list.length)),
  );

describe("the privacy policy", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("has the same sections in both languages", () => {
    expect(privacyPolicy.en.map(shape)).toEqual(privacyPolicy.pl.map(shape));
  });

  it("puts every list right after the sentence that introduces it", () => {
    for (const lang of ["pl", "en"] as const) {
      for (const section of privacyPolicy[lang]) {
        const blocks = [...section.body, ...(section.technical ?? [])];
        blocks.forEach((block, index) => {
          if (typeof block === "string") return;
          const before = blocks[index - 1];
          expect(
            typeof before === "string" && before.trimEnd().endsWith(":"),
            section.heading,
          ).toBe(true);
        });
      }
    }
  });

  it("says how long the server logs are kept, and never hedges on how it runs", () => {
    expect(text("pl")).toContain("Logi przechowuje dostawca hostingu przez 14 dni");
    expect(text("en")).toContain("Our hosting provider keeps the logs for 14 days");
    for (const lang of ["pl", "en"] as const) {
      expect(text(lang)).not.toMatch(
        /domyślnie|by default|SMTP|przy jednym serwerze|with one server/,
      );
    }
  });

  it("types no figure of the offer by hand: the discount comes from content/offer.ts", () => {
    const source = readFileSync(path.join(import.meta.dirname, "../content/privacy.ts"), "utf8");
    expect(source).not.toMatch(/\d\s?%/);
    expect(text("pl")).toContain(`kodem na ${read(inPolish(offer.newsletterDiscount))} rabatu`);
    expect(text("en")).toContain(`code for ${read(inEnglish(offer.newsletterDiscount))} off`);
  });

  it("states the retention periods the server applies", () => {
    expect(text("pl")).toContain("zapytania z formularza kontaktowego – 12 miesięcy");
    expect(text("en")).toContain("contact enquiries — 12 months");
    expect(text("pl")).toContain("wysłane i nieudane wiadomości w kolejce e-mail – 30 dni");
    expect(text("en")).toContain("unconfirmed newsletter signups — 7 days");
    expect(text("pl")).toContain("najwyżej raz na 10 minut");
    expect(text("pl")).toContain("usuwamy automatycznie, gdy od pierwszego zapisu minie 7 dni");
  });

  it("follows LEAD_RETENTION_MONTHS, in Polish grammar too", async () => {
    vi.stubEnv("LEAD_RETENTION_MONTHS", "24");
    const { privacyPolicy: policy } = await import("#content/privacy.ts");
    expect(text("pl", policy)).toContain("zapytania z formularza kontaktowego – 24 miesiące");
    expect(text("en", policy)).toContain("contact enquiries — 24 months");
  });

  it("names the company with its registration in both languages", () => {
    for (const lang of ["pl", "en"] as const) {
      for (const line of companyRegistration[lang]) expect(text(lang)).toContain(read(line));
      expect(text(lang)).toContain(site.registration.nip);
      expect(text(lang)).toContain(site.registration.krs);
    }
  });

  it("names no consent kept by the browser where the build measures nothing", () => {
    for (const lang of ["pl", "en"] as const) {
      expect(text(lang)).not.toContain(CONSENT_KEY);
    }
  });

  it("keeps engineering terms in the technical details, out of the text everyone reads", () => {
    const engineering =
      /localStorage|sessionStorage|cookie-consent|navigation-progress|visit-origin|SHA-256|User-Agent|user agent|Consent Mode|UTM|Places|\bGET\b|„_ga|“_ga/;
    for (const lang of ["pl", "en"] as const) {
      expect(readable(lang)).not.toMatch(engineering);
      expect(text(lang)).toMatch(engineering);
    }
  });

  it("says that the server logs no IP address or browser identifier", () => {
    expect(text("pl")).toContain(
      "Logi nie zawierają Twojego adresu IP, identyfikatora przeglądarki",
    );
    expect(text("en")).toContain("The logs contain no IP address, no browser identifier");
  });
});

describe("the privacy policy and the cookie banner with measurement configured", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("say nothing of Google Analytics when the build has no id", async () => {
    const { pl } = await import("#shared/i18n/dictionaries/pl.ts");
    expect(text("pl")).not.toContain("Google Analytics");
    expect(text("en")).not.toContain("Google Analytics");
    // Nothing of Google's is set, so nothing of Google's is deleted either.
    expect(text("pl")).not.toContain("pliki cookie Google");
    expect(text("en")).not.toContain("Google's cookies");
    expect(read(pl.cookies.text)).toContain("nie używa reklamowych ani analitycznych");
    // No banner, so no answer to change and no button to change it with.
    expect(text("pl")).not.toContain(read(pl.footer.cookieSettings));
    expect(text("en")).not.toContain("Cookie settings");
  });

  it("name the tools the build uses, and how to withdraw, in both languages", async () => {
    vi.stubEnv("VITE_GA_MEASUREMENT_ID", "G-TEST12345");
    vi.stubEnv("VITE_GOOGLE_ADS_CONVERSION", "AW-123456789/lead");
    const { privacyPolicy: policy } = await import("#content/privacy.ts");
    const { pl } = await import("#shared/i18n/dictionaries/pl.ts");
    const { en } = await import("#shared/i18n/dictionaries/en.ts");
    expect(text("pl", policy)).toContain("ładuje Google Analytics 4 i Google Ads");
    expect(text("en", policy)).toContain("loads Google Analytics 4 and Google Ads");
    expect(text("pl", policy)).toContain("„_gcl_au”");
    expect(text("pl", policy)).toContain("pliki cookie Google są usuwane");
    expect(text("en", policy)).toContain("Google's cookies are removed");
    expect(text("pl", policy)).toContain(CONSENT_KEY);
    expect(text("en", policy)).toContain(CONSENT_KEY);
    expect(text("pl", policy)).toContain(`„${read(pl.footer.cookieSettings)}”`);
    expect(text("en", policy)).toContain(`“${en.footer.cookieSettings}”`);
    expect(read(pl.cookies.text)).toContain("Google Analytics 4 i Google Ads");
    expect(en.cookies.text).toContain("Google Analytics 4 and Google Ads");
  });
});
