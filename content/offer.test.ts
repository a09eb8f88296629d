import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typesetPolish } from "#shared/typography.ts";
import { contentTexts } from "../tests/support/site-texts.ts";
import { faqItems } from "./faq.ts";
import { offer } from "./offer.ts";
import { type Figure, inEnglish, inPolish, span } from "./offer-format.ts";
import { fillOffer, listIn } from "./offer-placeholders.ts";
import { servicePageContent } from "./service-pages.ts";

/** Every figure of the offer with its name: ["logo.price", { unit: "pln", … }]. */
function figures(node: unknown = offer, name = ""): [string, Figure][] {
  if (typeof node !== "object" || node === null) return [];
  if ("unit" in node && "min" in node) return [[name, node as Figure]];
  return Object.entries(node).flatMap(([key, value]) =>
    figures(value, name ? `${name}.${key}` : key),
  );
}

const { logo, identity, webApp } = offer;

describe("the offer's figures", () => {
  it("writes every range from the lower to the higher number", () => {
    const ranges = figures().filter(([, figure]) => figure.max !== undefined);
    expect(ranges.length).toBeGreaterThan(20);
    for (const [name, figure] of ranges) {
      expect(figure.min, name).toBeLessThan(figure.max ?? 0);
    }
  });

  it("sells logos in two packages that meet without a gap and add up to the logo offer", () => {
    const { basic, standard } = logo.packages;
    expect(basic.price.max).toBe(standard.price.min);
    expect(logo.price).toEqual(span(basic.price, standard.price));
    expect(logo.revisionRounds).toEqual(span(basic.revisionRounds, standard.revisionRounds));
    expect(logo.delivery).toEqual(span(basic.delivery, standard.delivery));
    expect(inPolish(logo.price)).toBe("800–2500\u00a0zł");
    expect(inPolish(logo.revisionRounds)).toBe("1–2\u00a0rundy poprawek");
  });

  it("prices identities in three packages that meet without a gap", () => {
    expect(identity.basic.price.max).toBe(identity.extended.price.min);
    expect(identity.extended.price.max).toBe(identity.full.price.min);
    expect(identity.price).toEqual(
      span(identity.basic.price, identity.extended.price, identity.full.price),
    );
  });

  it("delivers a basic identity before a full one starts to, with first concepts before the quickest basic one is done", () => {
    expect(identity.basic.delivery.max).toBe(identity.full.delivery.min);
    // Concepts shown in the week a basic identity may already be finished would leave no time to refine them.
    expect(identity.firstConcepts.min).toBeLessThan(identity.basic.delivery.min);
    expect(inPolish(identity.basic.delivery)).toBe("3–5\u00a0tygodni");
    expect(inPolish(identity.full.delivery)).toBe("5–8\u00a0tygodni");
  });

  it("never takes longer for a logo alone than for the identity that includes one", () => {
    const workingDaysPerWeek = 5;
    for (const { delivery } of Object.values(logo.packages)) {
      expect(delivery.unit).toBe("workingDays");
      expect(delivery.max ?? delivery.min).toBeLessThanOrEqual(
        identity.basic.delivery.min * workingDaysPerWeek,
      );
    }
  });

  it("hands over with every identity package the rules it names, and with no package another's", () => {
    const packages = { basic: identity.basic, extended: identity.extended, full: identity.full };
    for (const [name, each] of Object.entries(packages)) {
      const guide = identity.guides[name as keyof typeof packages];
      const others = Object.entries(identity.guides).filter(([other]) => other !== name);
      const listed = each.includes.map((item) => item.pl);
      expect(listed, name).toContain(guide.pl);
      for (const [, other] of others) expect(listed, name).not.toContain(other.pl);
    }
  });

  it("gives Pantone values only from the extended identity up", () => {
    const pantone = (items: readonly { pl: string }[]) =>
      items.some((item) => /Pantone/.test(item.pl));
    expect(pantone(logo.packages.basic.includes)).toBe(false);
    expect(pantone(logo.packages.standard.includes)).toBe(false);
    expect(pantone(identity.basic.includes)).toBe(false);
    expect(pantone(identity.extended.includes)).toBe(true);
    expect(pantone(identity.full.includes)).toBe(true);
  });

  it("prices web applications in tiers that meet without a gap", () => {
    expect(webApp.mvp.price.max).toBe(webApp.medium.price.min);
    expect(webApp.medium.price.max).toBe(webApp.advanced.price.min);
    expect(webApp.mvp.delivery.max).toBe(webApp.medium.delivery.min);
    expect(webApp.medium.delivery.max).toBe(webApp.advanced.delivery.min);
  });
});

describe("pages that show the offer", () => {
  it("branding price lists and their structured-data offers carry the offer's figures", () => {
    const page = servicePageContent("serviceBranding");
    if (page.layout !== "full") throw new Error("the branding page shows prices");
    const [logoCard, basicCard, fullCard] = page.pricing;
    expect(logoCard?.price.pl).toBe(`${inPolish(logo.price)} netto`);
    expect(logoCard?.timeline.en).toBe(inEnglish(logo.delivery));
    expect(logoCard?.includes.map((item) => item.pl)).toContain(inPolish(logo.revisionRounds));
    expect(basicCard?.timeline.pl).toBe(inPolish(identity.basic.delivery));
    expect(fullCard?.timeline.pl).toBe(inPolish(identity.full.delivery));
    expect(page.offers[0]).toMatchObject({ minPrice: logo.price.min, maxPrice: logo.price.max });
    expect(page.offers[1]).toMatchObject({
      minPrice: identity.price.min,
      maxPrice: identity.price.max,
    });
  });

  it("answers the FAQ with the offer's logo price and identity times", () => {
    const answer = (id: string) => faqItems.find((item) => item.id === id)?.answer;
    expect(answer("cena-logo")?.pl).toContain(inPolish(logo.price, "nominative", "fromTo"));
    expect(answer("cena-logo")?.en).toContain(inEnglish(logo.price, "fromTo"));
    expect(answer("czas-brandingu")?.pl).toContain(inPolish(identity.full.delivery));
    expect(answer("czas-brandingu")?.pl).toContain(
      `po około ${inPolish(identity.firstConcepts, "locative")}`,
    );
    expect(answer("sesja-zdjeciowa")?.pl).toContain(typesetPolish(offer.studio.pl));
  });

  it("lists in the FAQ what each logo package and the basic identity hand over, as the offer does", () => {
    const answer = (id: string) => faqItems.find((item) => item.id === id)?.answer;
    for (const lang of ["pl", "en"] as const) {
      // Polish text is set with its no-break spaces wherever it is shown.
      const shown = (items: Parameters<typeof listIn>[0]) =>
        lang === "pl" ? typesetPolish(listIn(items, lang)) : listIn(items, lang);
      const logoAnswer = fillOffer(answer("cena-logo")?.[lang] ?? "", lang);
      expect(logoAnswer).toContain(shown(logo.packages.basic.includes));
      expect(logoAnswer).toContain(shown(logo.packages.standard.includes));
      const identityAnswer = fillOffer(answer("logo-a-identyfikacja")?.[lang] ?? "", lang);
      expect(identityAnswer).toContain(shown(identity.basic.includes));
    }
  });

  it("says in the FAQ that the lowest website price buys a one-page site, and how many pages a typical one has", () => {
    const answer = faqItems.find((item) => item.id === "ile-kosztuje-strona")?.answer;
    const polish = fillOffer(answer?.pl ?? "", "pl");
    expect(polish).toContain(`jednostronicowa`);
    expect(polish).toContain(`od około ${inPolish(offer.website.priceFrom)}`);
    expect(polish).toContain(inPolish(offer.website.typicalPages));
    const english = fillOffer(answer?.en ?? "", "en");
    expect(english).toContain("one-page site");
    expect(english).toContain(inEnglish(offer.website.typicalPages));
  });

  it("lists on the branding price list what the packages hand over, as the offer does", () => {
    const page = servicePageContent("serviceBranding");
    if (page.layout !== "full") throw new Error("the branding page shows prices");
    const [logoCard, basicCard, fullCard] = page.pricing;
    const listed = (card: typeof logoCard) => card?.includes.map((item) => item.pl.toLowerCase());
    const lower = (items: readonly { pl: string }[]) =>
      items.map((item) => typesetPolish(item.pl).toLowerCase());
    expect(listed(basicCard)).toEqual(lower(identity.basic.includes));
    expect(listed(fullCard)).toEqual(lower(identity.full.includes));
    const common = lower(logo.packages.basic.includes).filter((item) =>
      lower(logo.packages.standard.includes).includes(item),
    );
    expect(common.length).toBeGreaterThan(0);
    for (const item of common) expect(listed(logoCard)).toContain(item);
  });

  /**
   * A price or a time typed straight into these files could drift from the
   * offer again; they write `${inPolish(offer.…)}` instead. What remains are
   * figures that are not the offer's.
   */
  it("types no price or time of the offer into the dictionaries, services, service pages or FAQ", () => {
    const notTheOffer = [
      "23% VAT",
      "23% Polish VAT",
      "harmonogram na 12 miesięcy",
      "1–2 tygodnie na projekt",
      "1–2 weeks for the visual",
    ];
    const literal =
      /\d(?:[\d\s,]*\d)?(?:\s?–\s?\d(?:[\d\s,]*\d)?)?(?:\s|\\u00a0)?(?:zł|PLN|%|(?:dni|dzień|tydzie|tygodni|miesi|godzin|minut|day|week|month|hour|minute)\p{L}*)(?!\p{L})/gu;
    const files = [
      "shared/i18n/dictionaries/pl.ts",
      "shared/i18n/dictionaries/en.ts",
      "content/services.ts",
      "content/service-pages.ts",
      "content/entries/faq.json",
    ];
    const typed = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(?:\/\/|\/?\*)/.test(line))
        .map((line) => notTheOffer.reduce((rest, allowed) => rest.replace(allowed, ""), line))
        .flatMap((line) => [...line.matchAll(literal)].map((match) => `${file}: ${match[0]}`)),
    );
    expect(typed).toEqual([]);
  });
});

describe("a campaign's start", () => {
  it("is counted from the same moment wherever the launch time is given", () => {
    const launch = { pl: inPolish(offer.campaigns.launch), en: inEnglish(offer.campaigns.launch) };
    const trigger = {
      pl: typesetPolish("od akceptacji planu i budżetu"),
      en: "of your approval of the plan and budget",
    };
    const stated = contentTexts().filter((text) => text.text.includes(launch[text.lang]));
    expect(stated.map((text) => text.where).length).toBeGreaterThanOrEqual(4);
    for (const text of stated) expect(text.text, text.where).toContain(trigger[text.lang]);
  });
});
