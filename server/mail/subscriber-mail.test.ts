import { describe, expect, it } from "vitest";
import { en } from "../../shared/i18n/dictionaries/en.ts";
import { pl } from "../../shared/i18n/dictionaries/pl.ts";
import { verifySubscriberToken } from "../api/subscriber-links.ts";
import type { Subscriber } from "../db/store.ts";
import { confirmationMail, welcomeMail } from "./subscriber-mail.ts";

const secret = "w".repeat(48);
const options = {
  from: '"Odra Creative" <kontakt@odracreative.pl>',
  siteUrl: "https://odracreative.pl",
  secret,
  retention: { unconfirmedDays: 7 },
};

function subscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  const at = new Date("2026-11-20T10:00:00Z");
  return {
    id: "3f6c2a1e-9b7d-4c5e-8f1a-2b3c4d5e6f70",
    email: "Ola.Nowak@przyklad.pl",
    emailKey: "ola.nowak@przyklad.pl",
    lang: "pl",
    status: "pending",
    createdAt: at,
    signedUpAt: at,
    confirmedAt: null,
    consentForm: "newsletter-odra",
    consentPage: "/",
    consentVersion: "2026-11-23",
    confirmationSentAt: at,
    confirmationMails: 1,
    discountCode: null,
    codeRedeemedAt: null,
    ...overrides,
  };
}

const urls = (text: string) => text.match(/https:\/\/\S+/g) ?? [];

describe("the confirmation mail", () => {
  it("asks a Polish subscriber in Polish, with a confirm link for them only", () => {
    const mail = confirmationMail(subscriber(), options);
    expect(mail.to).toBe("Ola.Nowak@przyklad.pl");
    expect(mail.subject).toBe(pl.newsletter.mails.confirmation.subject);
    expect(mail.text).toContain("Ktoś\u00a0– najpewniej Ty\u00a0– zapisał ten adres");
    expect(mail.text).toContain("adres usuniemy po 7 dniach");
    const link = urls(mail.text).find((url) => url.includes("/api/newsletter/confirm"));
    const url = new URL(link ?? "");
    expect(url.searchParams.get("lang")).toBe("pl");
    expect(verifySubscriberToken(secret, "confirm", url.searchParams.get("token") ?? "")).toBe(
      subscriber().id,
    );
    // The unsubscribe token in the headers cannot confirm, nor the confirm token unsubscribe.
    expect(
      verifySubscriberToken(secret, "unsubscribe", url.searchParams.get("token") ?? ""),
    ).toBeUndefined();
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("speaks English to an English subscriber", () => {
    const mail = confirmationMail(subscriber({ lang: "en" }), options);
    expect(mail.subject).toBe(en.newsletter.mails.confirmation.subject);
    expect(mail.text).toContain(
      "signed this address up for the Odra Creative newsletter at odracreative.pl",
    );
    expect(mail.text).not.toContain("Dzień dobry");
    expect(urls(mail.text).some((url) => url.endsWith("&lang=en"))).toBe(true);
  });
});

describe("the welcome mail", () => {
  const confirmed = (lang: string) =>
    subscriber({
      lang,
      status: "confirmed",
      confirmedAt: new Date("2026-11-20T10:05:00Z"),
      discountCode: "K7QM-2VX9-SBR4",
    });

  it("gives the code with the offer's terms, the unsubscribe link and why it came", () => {
    const mail = welcomeMail(confirmed("pl"), options);
    expect(mail.subject).toBe(pl.newsletter.mails.welcome.subject);
    expect(mail.text).toContain("Twój kod rabatowy: K7QM-2VX9-SBR4");
    for (const term of pl.newsletter.offerTerms) expect(mail.text).toContain(`- ${term}`);
    expect(mail.text).toContain("https://odracreative.pl/kontakt?newsletter=yes");
    const unsubscribe = /<(.+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(mail.text).toContain(unsubscribe);
    expect(mail.text).toContain(
      "zapis tego adresu do newslettera został potwierdzony na stronie odracreative.pl",
    );
    expect(mail.text).toContain("Odra Creative spółka z\u00a0ograniczoną odpowiedzialnością");
  });

  it("is in English for an English subscriber, with the English contact page", () => {
    const mail = welcomeMail(confirmed("en"), options);
    expect(mail.text).toContain("Your discount code: K7QM-2VX9-SBR4");
    for (const term of en.newsletter.offerTerms) expect(mail.text).toContain(`- ${term}`);
    expect(mail.text).toContain("https://odracreative.pl/en/kontakt?newsletter=yes");
  });

  it("says that the code was used when the mailbox signed up before and used it, without the offer", () => {
    const mail = welcomeMail(
      { ...confirmed("pl"), codeRedeemedAt: new Date("2026-05-04T12:00:00Z") },
      options,
    );
    expect(mail.text).toContain(
      "Twój kod rabatowy K7QM-2VX9-SBR4 został już wykorzystany, a\u00a0rabat przysługuje raz na osobę",
    );
    expect(mail.text).not.toContain("Warunki oferty");
    expect(mail.text).not.toContain("?newsletter=yes");
    const english = welcomeMail(
      { ...confirmed("en"), codeRedeemedAt: new Date("2026-05-04T12:00:00Z") },
      options,
    );
    expect(english.text).toContain("Your discount code K7QM-2VX9-SBR4 has already been used");
  });

  it("is never sent without a code", () => {
    expect(() => welcomeMail(subscriber(), options)).toThrow("discount code");
  });
});
