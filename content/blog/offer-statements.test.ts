/**
 * The articles' figures for our own offer against content/offer.ts: every
 * passage listed in offer-statements.ts reads as the offer says, and no
 * article states a price or a time in our voice without being listed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Localized } from "#shared/lang.ts";
import { typesetPolish } from "#shared/typography.ts";
import { siteTexts } from "../../tests/support/site-texts.ts";
import { offer } from "../offer.ts";
import { inEnglish, inPolish } from "../offer-format.ts";
import { fillOffer } from "../offer-placeholders.ts";
import { servicePageContent, servicePagesContent } from "../service-pages.ts";
import { type ArticleOfferStatements, offerStatements } from "./offer-statements.ts";
import { fillPlaceholders, postFileName } from "./sources.ts";

type Lang = keyof Localized;
const languages: readonly Lang[] = ["pl", "en"];
const blogDir = path.resolve("content/blog");

/** Bold marks out, every kind of space as one space: how passages are compared. */
function plain(text: string): string {
  return text.replaceAll("**", "").replace(/[\u00a0 \t]+/g, " ");
}

/** A listed passage with the offer's figures in place. */
function expectedPassage(statement: string, lang: Lang): string {
  return plain(fillOffer(statement, lang));
}

/** Passages of the list that the article does not contain. */
function missingPassages(article: string, statements: readonly string[], lang: Lang): string[] {
  const text = plain(article);
  return statements
    .map((statement) => expectedPassage(statement, lang))
    .filter((passage) => !text.includes(passage));
}

const figurePattern: Record<Lang, RegExp> = {
  pl: /\d(?:[\d ]*\d)?(?:\s?[–-]\s?\d(?:[\d ]*\d)?)?\+?\s?(?:zł|%|dni|dzień|tydzie|tygodni|miesi|godzin|minut|stron(?!\p{L})|koncepcj|rund)/u,
  en: /\d[\d,]*(?:\s?[–-]\s?\d[\d,]*)?\+?\s?(?:PLN|złoty|%|days?|weeks?|months?|hours?|minutes?|pages?|concepts?|rounds?)(?!\p{L})/u,
};

/** Nouns that end like a Polish "we" verb (reklamy, problemy) and say nothing about who speaks. */
const notVerbs = new Set(["reklamy", "problemy", "systemy", "ramy", "rymy"]);

function inOurVoice(sentence: string, lang: Lang): boolean {
  if (lang === "en") return /\b(?:we|our|us|we're|we've|we'll)\b/i.test(sentence);
  if (/(?<!\p{L})(?:u nas|nasz\p{L}*)(?!\p{L})/iu.test(sentence)) return true;
  const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word) => /^\p{L}{3,}(?:emy|amy|imy|ymy)$/u.test(word) && !notVerbs.has(word));
}

function sentences(article: string): string[] {
  return (
    plain(article)
      .split("\n")
      // A sentence ends at . ! or ?, but not at an abbreviation such as "np." or "e.g.".
      .flatMap((line) => line.split(/(?<=[.!?])(?<!\b(?:np|m\.in|tzw|ok|e\.g|i\.e)\.)\s+/))
      .map((sentence) => sentence.trim())
      .filter(Boolean)
  );
}

/** Sentences in our voice that quote a figure, covered neither by a listed passage nor by an exemption. */
function unlistedSentences(article: string, entry: ArticleOfferStatements, lang: Lang): string[] {
  const passages = entry[lang].map((statement) => expectedPassage(statement, lang));
  const exempt = (entry.notOurOffer?.[lang] ?? []).map(plain);
  return sentences(article).filter(
    (sentence) =>
      figurePattern[lang].test(sentence) &&
      inOurVoice(sentence, lang) &&
      !passages.some((passage) => sentence.includes(passage) || passage.includes(sentence)) &&
      !exempt.some((fragment) => sentence.includes(fragment)),
  );
}

/** The article folders: every folder here with a Polish file. */
function articleFolders(): string[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(blogDir, entry.name, postFileName("pl"))),
    )
    .map((entry) => entry.name)
    .sort();
}

/** An article as readers get it: its placeholders ({{offerYear}}) filled in, Polish typeset. */
function readArticle(slug: string, lang: Lang): string {
  const text = fillPlaceholders(readFileSync(path.join(blogDir, slug, postFileName(lang)), "utf8"));
  return lang === "pl" ? typesetPolish(text) : text;
}

describe("articles against the offer", () => {
  it("lists every article", () => {
    expect(Object.keys(offerStatements).sort()).toEqual(articleFolders());
  });

  for (const [slug, entry] of Object.entries(offerStatements)) {
    for (const lang of languages) {
      it(`${slug} (${lang}) states our figures as the offer does`, () => {
        expect(missingPassages(readArticle(slug, lang), entry[lang], lang)).toEqual([]);
      });

      it(`${slug} (${lang}) quotes no other figure for our offer`, () => {
        expect(unlistedSentences(readArticle(slug, lang), entry, lang)).toEqual([]);
      });
    }

    it(`${slug}: every exemption still matches a sentence`, () => {
      for (const lang of languages) {
        const text = plain(readArticle(slug, lang));
        for (const fragment of entry.notOurOffer?.[lang] ?? []) {
          expect(text.includes(plain(fragment)), `"${fragment}" is no longer in ${lang}.md`).toBe(
            true,
          );
        }
      }
    });
  }
});

describe("the check itself", () => {
  const entry: ArticleOfferStatements = {
    pl: [
      "U nas sam projekt logo kosztuje {logo.price:fromTo}",
      "Czas realizacji to {logo.delivery}.",
    ],
    en: [],
    notOurOffer: { pl: ["Na rynku logo kosztuje"] },
  };
  const agreeing = `U nas sam projekt logo kosztuje od 800 do 2500 zł. Czas realizacji to ${inPolish(offer.logo.delivery)}.`;

  it("accepts an article that agrees with the offer", () => {
    expect(missingPassages(agreeing, entry.pl, "pl")).toEqual([]);
    expect(unlistedSentences(agreeing, entry, "pl")).toEqual([]);
  });

  it("reports a listed passage whose figure differs from the offer", () => {
    const drifted = agreeing.replace("od 800 do 2500 zł", "od 800 do 6000 zł");
    expect(missingPassages(drifted, entry.pl, "pl")).toEqual([
      "U nas sam projekt logo kosztuje od 800 do 2500 zł",
    ]);
  });

  it("reports a new sentence quoting a figure for our offer", () => {
    const added = `${agreeing} Pakiet premium kosztuje u nas 3000–6000 zł z poprawkami bez limitu.`;
    expect(unlistedSentences(added, entry, "pl")).toEqual([
      "Pakiet premium kosztuje u nas 3000–6000 zł z poprawkami bez limitu.",
    ]);
  });

  it("lets market prices and listed exemptions through", () => {
    const market = `${agreeing} Na rynku logo kosztuje 500–5000 zł. Freelancer bierze 600 zł.`;
    expect(unlistedSentences(market, entry, "pl")).toEqual([]);
  });

  it("writes placeholders in the form they ask for", () => {
    expect(expectedPassage("po {seo.firstEffects:locative}", "pl")).toBe("po 3–6 miesiącach");
    expect(expectedPassage("w ciągu {reply:genitive}", "pl")).toBe("w ciągu 24 godzin");
    expect(expectedPassage("{consultation:number}-minutową", "pl")).toBe("30-minutową");
    expect(expectedPassage("do {webApp.advanced.price:max}", "pl")).toBe("do 150 000 zł");
    expect(expectedPassage("from {webApp.mvp.price:min}", "en")).toBe("from 8,000 PLN");
    expect(() => expectedPassage("{logo.colour}", "pl")).toThrow(/no figure "logo.colour"/);
  });
});

/*
 * The offer said one thing on one page and another elsewhere: these checks
 * read every text of the site (dictionaries, content modules, articles) for
 * each contradiction an editor found, worded however a page words it.
 */

/** Every kind of space as one space, for matching words around figures. */
const spaced = (text: string) => text.replace(/[\u00a0 \t]+/g, " ");

/** A text's sentences, each with where it comes from; search keywords and tags say nothing. */
function siteSentences(texts = siteTexts()) {
  return texts.flatMap(({ where, lang, text }) =>
    sentences(text)
      .filter((sentence) => !/^(?:keywords|tags):/.test(sentence))
      .map((sentence) => ({ where, lang, sentence: spaced(sentence) })),
  );
}

type Rule = (sentence: string, lang: Lang) => string | undefined;

/** The sentences a rule objects to, as "where: what is wrong: sentence". */
function breaches(rule: Rule, texts = siteTexts()): string[] {
  return siteSentences(texts).flatMap(({ where, lang, sentence }) => {
    const problem = rule(sentence, lang);
    return problem ? [`${where}: ${problem}: ${sentence}`] : [];
  });
}

const singleChannel = {
  pl: spaced(inPolish(offer.marketing.singleChannelFrom)),
  en: spaced(inEnglish(offer.marketing.singleChannelFrom)),
};

/** "od 500 zł miesięcznie" is what one channel costs, never what ongoing marketing costs. */
const singleChannelFee: Rule = (sentence, lang) => {
  const price = new RegExp(`(?<![\\d,])${singleChannel[lang]}`);
  const monthlyFee =
    lang === "pl"
      ? /miesi/.test(sentence) && /obsług|usług|marketing|prowadz/i.test(sentence)
      : /month/.test(sentence) && /manag|service|marketing|running|care/i.test(sentence);
  if (!price.test(sentence) || !monthlyFee) return undefined;
  const oneChannel = lang === "pl" ? /jed(?:en|nego|nym) kana/ : /\b(?:one|single) channel/;
  return oneChannel.test(sentence) ? undefined : `${singleChannel[lang]} a month is one channel`;
};

/** First concepts come in the week after firstConcepts weeks: any week given for them says so. */
const conceptWeek: Rule = (sentence, lang) => {
  const week = offer.identity.firstConcepts.min + 1;
  const aboutConcepts = lang === "pl" ? /koncepcj/i : /concept/i;
  if (!aboutConcepts.test(sentence)) return undefined;
  const ordinals: Record<string, number> = { drugiego: 2, trzeciego: 3, czwartego: 4 };
  const ranges = [...sentence.matchAll(/\b(?:tydzień|tygodnie|week|weeks) (\d+)(?:–(\d+))?/gi)].map(
    ([, from = "0", to]) => [Number(from), Number(to ?? from)] as const,
  );
  for (const [, number] of sentence.matchAll(/\b(\d+)\. tygodnia/g)) {
    ranges.push([Number(number), Number(number)]);
  }
  for (const [, word = ""] of sentence.matchAll(/początku (\p{L}+) tygodnia/gu)) {
    const number = ordinals[word];
    if (number) ranges.push([number, number]);
  }
  const wrong = ranges.find(([from, to]) => week < from || week > to);
  return wrong ? `first concepts come in week ${week}, not ${wrong.join("–")}` : undefined;
};

/**
 * A reply promised in hours is the one the form's toast makes, with the days
 * it runs on: "w ciągu 24 godzin w dni robocze", never a bare "24 godzin" that
 * the office hours (Monday to Friday) would contradict.
 */
const replyTime: Rule = (sentence, lang) => {
  const promise =
    lang === "pl"
      ? /\b(?:odpowiadamy|odpowiemy|odezwiemy|skontaktujemy)\b/i.test(sentence) &&
        /godzin/.test(sentence)
      : /\bwe(?:'ll| will)? (?:reply|answer|get back|come back|contact)\b/i.test(sentence) &&
        /hour/.test(sentence);
  if (!promise) return undefined;
  const promised = spaced(offer.replyPromise[lang]);
  return sentence.includes(promised) ? undefined : `we reply ${promised}`;
};

/** "Księga znaku" (the logo's rules) and "brand book" (the whole brand's) are two things. */
const guideNames: Rule = (sentence, lang) => {
  if (lang === "en") {
    return /\bbrand manual\b/i.test(sentence) ? "the full guide is a brand book" : undefined;
  }
  const both = /brand ?book/i.test(sentence) && /księg\p{L}* znaku/iu.test(sentence);
  const contrasted = /różni|albo|lub|szerszy/.test(sentence);
  return both && !contrasted ? "a księga znaku is not a brand book" : undefined;
};

/**
 * The lowest website price buys a one-page site: a sentence that gives it for a
 * website says so, and a simple company website is never priced otherwise.
 */
const websitePrice: Rule = (sentence, lang) => {
  const website =
    lang === "pl"
      ? /stron\p{L}* (?:firmow|internetow|jednostronicow)|jednostronicow/iu
      : /\b(?:website|(?:one-page|company|business) site)s?\b/i;
  if (!website.test(sentence)) return undefined;
  const lowest = spaced(
    lang === "pl" ? inPolish(offer.website.priceFrom) : inEnglish(offer.website.priceFrom),
  );
  const onePage = lang === "pl" ? /jednostronicow/i : /one-page/i;
  const figure = new RegExp(`(?<![\\d,])${lowest}`);
  if (figure.test(sentence) && !onePage.test(sentence) && !/miesi|month/.test(sentence))
    return `${lowest} buys a one-page site`;
  const simple =
    lang === "pl"
      ? /prost\p{L}* stron\p{L}* firmow/iu
      : /simple (?:company|business) (?:website|site)/i;
  const amounts = [...sentence.matchAll(/\d[\d ,]*(?:–\d[\d ,]*)?\s?(?:zł|PLN)/g)];
  return simple.test(sentence) && amounts.some(([amount]) => !amount.includes(lowest))
    ? `a simple company website costs from ${lowest}`
    : undefined;
};

/** A price stated for a year states the offer's year. */
const priceYear: Rule = (sentence) => {
  if (!/(?<!\p{L})(?:cen|cennik|koszt|price|cost|pakiet|package)/iu.test(sentence))
    return undefined;
  // A year, not an amount: "2025", never "2000–4000 zł".
  const stale = [...sentence.matchAll(/(?<![\d–-])20[23]\d(?![\d–-]|\s?(?:zł|PLN))/g)]
    .map(([year]) => Number(year))
    .find((year) => year !== offer.year);
  return stale ? `prices are for ${offer.year}, not ${stale}` : undefined;
};

describe("the offer says one thing everywhere", () => {
  it("reads the dictionaries, the content and every article", () => {
    const texts = siteTexts();
    expect(texts.some((text) => text.where.startsWith("pl.ts"))).toBe(true);
    expect(texts.some((text) => text.where.startsWith("content.servicePagesContent"))).toBe(true);
    expect(texts.filter((text) => text.where.endsWith(".md")).length).toBeGreaterThanOrEqual(20);
  });

  it("gives the monthly fee from 500 zł as the price of one channel", () => {
    expect(breaches(singleChannelFee)).toEqual([]);
  });

  it("shows the first identity concepts in the same week wherever a week is named", () => {
    expect(breaches(conceptWeek)).toEqual([]);
  });

  it("promises one reply time, the toast's: within 24 hours on working days", () => {
    expect(breaches(replyTime)).toEqual([]);
  });

  it("never calls the logo's rules a brand book, or the brand book a logo manual", () => {
    expect(breaches(guideNames)).toEqual([]);
  });

  it("says what the lowest website price buys, and prices a simple website no other way", () => {
    expect(breaches(websitePrice)).toEqual([]);
  });

  it("dates every price to the offer's year", () => {
    expect(breaches(priceYear)).toEqual([]);
  });

  it("names each web-app tier on the service page as the offer does, with its price and time", () => {
    const page = servicePageContent("serviceWeb");
    if (page.layout !== "full") throw new Error("the websites page shows prices");
    const tiers = Object.values(offer.webApp);
    const appCards = page.pricing.filter((card) => /aplikacj/i.test(card.name.pl));
    expect(appCards.length).toBeGreaterThan(0);
    for (const card of appCards) {
      const tier = tiers.find((each) => each.name.pl === card.name.pl);
      expect(tier, card.name.pl).toBeDefined();
      expect(card.name.en).toBe(tier?.name.en);
      expect(card.price.pl).toBe(`${inPolish(tier?.price ?? offer.website.priceFrom)} netto`);
      expect(card.timeline.pl).toBe(inPolish(tier?.delivery ?? offer.website.delivery));
    }
  });

  it("prices our services in the structured data, never the ad spend paid to Google or Meta", () => {
    const { adBudget } = offer.campaigns;
    for (const page of servicePagesContent) {
      for (const each of page.offers) {
        const isAdSpend = each.minPrice === adBudget.min && each.maxPrice === adBudget.max;
        expect(isAdSpend, `${page.id}: ${each.name.pl}`).toBe(false);
      }
    }
    const marketing = servicePageContent("serviceMarketing").offers.map((each) => each.minPrice);
    expect(marketing).toContain(offer.marketing.singleChannelFrom.min);
  });

  it("types the newsletter discount into the privacy policy from the offer, never by hand", () => {
    const source = readFileSync(path.resolve("content/privacy.ts"), "utf8");
    expect(source).not.toMatch(/\d\s?%/);
    const policy = siteTexts().filter((text) => text.where.startsWith("content.privacyPolicy"));
    for (const lang of languages) {
      const discount = spaced(
        lang === "pl" ? inPolish(offer.newsletterDiscount) : inEnglish(offer.newsletterDiscount),
      );
      expect(
        policy.some((text) => text.lang === lang && spaced(text.text).includes(discount)),
      ).toBe(true);
    }
  });
});

describe("the offer agrees with itself", () => {
  const { identity, logo } = offer;

  it("shows the first identity concepts before the quickest basic identity is finished", () => {
    expect(identity.firstConcepts.unit).toBe(identity.basic.delivery.unit);
    expect(identity.firstConcepts.min).toBeLessThan(identity.basic.delivery.min);
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
});

describe("the wording checks themselves", () => {
  const check = (rule: Rule, sentence: string, lang: Lang = "pl") => rule(spaced(sentence), lang);

  it("catch each contradiction the offer once had", () => {
    expect(check(singleChannelFee, "Marketing od 500 zł miesięcznie.")).toBeDefined();
    expect(
      check(singleChannelFee, "Obsługa jednego kanału od 500 zł miesięcznie."),
    ).toBeUndefined();
    expect(check(singleChannelFee, "Management from 500 PLN a month.", "en")).toBeDefined();
    expect(
      check(conceptWeek, "2. **Tydzień 2 – pierwsze koncepcje.** Po około 2 tygodniach"),
    ).toBeDefined();
    expect(
      check(conceptWeek, "Tygodnie 3–4 (pierwsze koncepcje na początku 3. tygodnia)"),
    ).toBeUndefined();
    expect(check(replyTime, "Odpowiadamy w ciągu **4 godzin roboczych**.")).toBeDefined();
    expect(
      check(replyTime, "Na wiadomości odpowiadamy w ciągu 24 godzin w dni robocze."),
    ).toBeUndefined();
    expect(check(replyTime, "Odpowiadamy w ciągu 24 godzin.")).toBeDefined();
    expect(check(replyTime, "We reply within 24 hours.", "en")).toBeDefined();
    expect(check(replyTime, "We reply within 24 hours on working days.", "en")).toBeUndefined();
    expect(
      check(guideNames, "w pełnej wersji – brand book, czyli księgę znaku i zasad"),
    ).toBeDefined();
    expect(check(guideNames, "A brand manual with rules for the logo.", "en")).toBeDefined();
    expect(
      check(websitePrice, "Strony firmowe kosztują u nas od około 1500 zł netto."),
    ).toBeDefined();
    expect(
      check(websitePrice, "Rocznie 4200–6000 zł, czyli tyle, ile kosztuje prosta strona firmowa."),
    ).toBeDefined();
    expect(
      check(websitePrice, "Strona jednostronicowa kosztuje u nas od około 1500 zł netto."),
    ).toBeUndefined();
    expect(check(websitePrice, "Our company websites start at 1,500 PLN.", "en")).toBeDefined();
    expect(check(priceYear, "Ile kosztuje aplikacja webowa dla firmy? Ceny 2025")).toBeDefined();
    expect(check(priceYear, `Ceny ${offer.year}`)).toBeUndefined();
  });
});
