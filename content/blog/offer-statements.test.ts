/**
 * The articles' figures for our own offer against content/offer.ts: every
 * passage listed in offer-statements.ts reads as the offer says, and no
 * article states a price or a time in our voice without being listed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Localized } from "#shared/lang.ts";
import { offer } from "../offer.ts";
import { type Figure, inEnglish, inNumbers, inPolish, lowest } from "../offer-format.ts";
import { type ArticleOfferStatements, offerStatements } from "./offer-statements.ts";

type Lang = keyof Localized;
const languages: readonly Lang[] = ["pl", "en"];
const blogDir = path.resolve("content/blog");

/** Bold marks out, every kind of space as one space: how passages are compared. */
function plain(text: string): string {
  return text.replaceAll("**", "").replace(/[\u00a0 \t]+/g, " ");
}

function isFigure(value: unknown): value is Figure {
  return typeof value === "object" && value !== null && "unit" in value && "min" in value;
}

function isLocalized(value: unknown): value is Localized {
  return typeof value === "object" && value !== null && "pl" in value && "en" in value;
}

/** The offer's value under a dotted name such as "logo.packages.basic.price". */
function lookUp(name: string): unknown {
  let value: unknown = offer;
  for (const key of name.split(".")) {
    value = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
  }
  return value;
}

/** A {name} or {name:form} placeholder written out in the language. */
function figureFor(placeholder: string, lang: Lang): string {
  const [name = "", form] = placeholder.split(":");
  const value = lookUp(name);
  if (isLocalized(value) && form === undefined) return value[lang];
  if (!isFigure(value))
    throw new Error(`{${placeholder}}: content/offer.ts has no figure "${name}"`);
  const write = (figure: Figure) => (lang === "pl" ? inPolish(figure) : inEnglish(figure));
  switch (form) {
    case undefined:
      return write(value);
    case "genitive":
    case "locative":
      return lang === "pl" ? inPolish(value, form) : inEnglish(value);
    case "fromTo":
      return lang === "pl" ? inPolish(value, "nominative", "fromTo") : inEnglish(value, "fromTo");
    case "min":
      return write(lowest(value));
    case "max":
      return write({ unit: value.unit, min: value.max ?? value.min });
    case "number":
      return inNumbers(value, lang);
    default:
      throw new Error(`{${placeholder}}: unknown form "${form}"`);
  }
}

/** A listed passage with the offer's figures in place. */
function expectedPassage(statement: string, lang: Lang): string {
  return plain(
    statement.replace(/\{([^}]+)\}/g, (_, placeholder: string) => figureFor(placeholder, lang)),
  );
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
  return plain(article)
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
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

/** The article folders: every folder here with a pl.md. */
function articleFolders(): string[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(blogDir, entry.name, "pl.md")))
    .map((entry) => entry.name)
    .sort();
}

function readArticle(slug: string, lang: Lang): string {
  return readFileSync(path.join(blogDir, slug, `${lang}.md`), "utf8");
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
  const agreeing =
    "U nas sam projekt logo kosztuje od 800 do 2500 zł. Czas realizacji to 7–21 dni roboczych.";

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
