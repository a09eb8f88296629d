/**
 * One way of writing numbers in each language, across the dictionaries, the
 * content and the articles. Polish: 8000, 15 000 (a no-break space from five
 * digits on), 8 000–15 000 (a 4-digit end of a range grouped like the other),
 * 30%. English: 8,000, 15,000, 30%. And English spelled one way: British, "email".
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#shared/lang.ts";
import {
  siteTexts as allSiteTexts,
  contentTexts,
  dictionaryTexts,
  type SiteText,
} from "../../tests/support/site-texts.ts";

type Text = SiteText;

const siteTexts: Text[] = allSiteTexts();

/**
 * Leaves out what is not prose: phone numbers, addresses, postal codes, code,
 * dates, ids and the company's registration numbers.
 */
function prose(text: string): string {
  return text
    .replace(/\b(?:KRS(?: no\.)?|NIP\)?|REGON) \d+/g, " ")
    .replace(/\+48(?:[ \u00a0]\d{2,3})+/g, " ")
    .replace(/https?:\/\/\S+|\(\/[^)]*\)|`[^`]*`/g, " ")
    .replace(/\b\d{2}-\d{3}\b/g, " ")
    .replace(/\b\d{4}-\d{2}-\d{2}\S*/g, " ");
}

const isYear = (digits: string) =>
  digits.length === 4 && Number(digits) >= 1900 && Number(digits) <= 2100;

function problems({ lang, text }: Text): string[] {
  const found: string[] = [];
  const body = prose(text);
  for (const match of body.matchAll(/\d[ \u00a0]%/g)) found.push(`space before %: "${match[0]}"`);
  for (const match of body.matchAll(
    /(?<![\d,.])\d{1,3}(?:[ \u00a0,]\d{3})+(?![\d])|(?<![\d,.])\d{4,}(?![\d])/g,
  )) {
    const written = match[0];
    const digits = written.replace(/[ \u00a0,]/g, "");
    if (lang === "pl") {
      const end = (match.index ?? 0) + written.length;
      const rangedWithGrouped = /^–\d{1,3}\u00a0\d{3}(?!\d)/.test(body.slice(end));
      const expected =
        digits.length <= 4 && !rangedWithGrouped
          ? digits
          : digits.replace(/\B(?=(\d{3})+$)/g, "\u00a0");
      if (written !== expected && !isYear(digits))
        found.push(`"${written}" should be "${expected}"`);
    } else {
      const expected = digits.replace(/\B(?=(\d{3})+$)/g, ",");
      if (written !== expected && !isYear(digits))
        found.push(`"${written}" should be "${expected}"`);
    }
  }
  return found;
}

describe("numbers are written one way in each language", () => {
  it("reads the dictionaries, the content and every article", () => {
    expect(siteTexts.filter((text) => text.where.endsWith(".md")).length).toBeGreaterThanOrEqual(
      20,
    );
    expect(siteTexts.length).toBeGreaterThan(1000);
  });

  it("has no number written in the other style", () => {
    const found = siteTexts.flatMap((text) =>
      problems(text).map((problem) => `${text.where} (${text.lang}): ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it("catches the styles it forbids", () => {
    const check = (lang: Lang, text: string) => problems({ where: "", lang, text });
    expect(check("pl", "od 8 000 zł")).toEqual(['"8 000" should be "8000"']);
    expect(check("pl", "do 15000 zł")).toEqual(['"15000" should be "15\u00a0000"']);
    expect(check("pl", "do 15 000 zł")).toEqual(['"15 000" should be "15\u00a0000"']);
    expect(check("pl", "10–30 % budżetu")).toEqual(['space before %: "0 %"']);
    expect(check("pl", "8000–15\u00a0000 zł")).toEqual(['"8000" should be "8\u00a0000"']);
    expect(
      check("pl", "8\u00a0000–15\u00a0000 zł, 800–2500 zł, 30%, w 2025 roku, tel. +48 601 238 447"),
    ).toEqual([]);
    expect(check("en", "from 1500 PLN")).toEqual(['"1500" should be "1,500"']);
    expect(check("en", "8,000–15,000 PLN, 30%, in 2025")).toEqual([]);
  });
});

/** American spellings (and "e-mail", and "grosz"/"grosze" for an amount, which reads "80 groszy") that British English, the site's standard, writes otherwise. */
const notBritish =
  /\b(?:e-mail\w*|\w+[iy]z(?:e|es|ed|ing|ation|ations)|\w*(?:col|behavi|fav|hon|neighb|flav)or(?:s|ed|ite|ful)?|cent(?:er|ers)|catalog|defense|fulfill|traveled|canceled|labeled|license[ds]?|online stores?|carts?|grosze?)\b/gi;
/** Words the pattern above would take for American ones. */
const britishToo = new Set(["size", "sizes", "sized", "prize", "prizes", "seize"]);

function spellings(text: string): string[] {
  return [...text.matchAll(notBritish)]
    .map((match) => match[0])
    .filter((word) => !britishToo.has(word.toLowerCase()));
}

describe("English copy keeps one spelling", () => {
  it("writes British English and email, never e-mail", () => {
    const found = siteTexts
      .filter((text) => text.lang === "en")
      .flatMap((text) => spellings(text.text).map((word) => `${text.where}: ${word}`));
    expect(found).toEqual([]);
  });

  it("catches the spellings it forbids", () => {
    expect(spellings("Email us about our specialisations, colour and licence.")).toEqual([]);
    expect(spellings("E-mail us about our specializations, color and license.")).toEqual([
      "E-mail",
      "specializations",
      "color",
      "license",
    ]);
    expect(spellings("We optimize it, analyze it and size it; the center's behavior.")).toEqual([
      "optimize",
      "analyze",
      "center",
      "behavior",
    ]);
    expect(spellings("Online stores with a one-page cart; 80 grosze back.")).toEqual([
      "Online stores",
      "cart",
      "grosze",
    ]);
    expect(spellings("Online shops with a one-page basket; 80 grosz back.")).toEqual(["grosz"]);
    expect(spellings("Online shops with a one-page basket; 80 groszy back.")).toEqual([]);
  });
});

/**
 * One dash per context: Polish sets a spaced en dash (–) everywhere; English
 * sets a spaced em dash (—) in the interface and the content modules and a
 * spaced en dash in the articles. Ranges take an en dash without spaces everywhere.
 */
function foreignDashes({ where, lang, text }: Text): string[] {
  const enDash = lang === "pl" || where.endsWith(".md");
  const foreign = enDash ? /\s—\s/g : /\s–\s/g;
  return [...text.matchAll(foreign)].map(() => `${where}: ${enDash ? "—" : "–"}`);
}

/** Polish writes "pliki cookie" and "Ustawienia plików cookie": the English plural only in keys. */
function polishCookies({ where, lang, text }: Text): string[] {
  if (lang !== "pl") return [];
  return [...text.matchAll(/(?<![-„"\w])cookies\b/gi)].map(() => `${where}: cookies`);
}

describe("one typographic voice per language", () => {
  it("keeps one dash style in Polish, and in English one in the interface and another in the articles", () => {
    expect(siteTexts.flatMap(foreignDashes)).toEqual([]);
  });

  it("spells cookie one way in Polish", () => {
    expect(siteTexts.flatMap(polishCookies)).toEqual([]);
  });

  it("catches what it forbids", () => {
    const text = (where: string, lang: Lang, content: string): Text => ({
      where,
      lang,
      text: content,
    });
    expect(foreignDashes(text("a.md", "pl", "Logo — ile kosztuje"))).toEqual(["a.md: —"]);
    expect(foreignDashes(text("pl.ts", "pl", "Logo — ile kosztuje"))).toEqual(["pl.ts: —"]);
    expect(foreignDashes(text("pl.ts", "pl", "Logo\u00a0– ile kosztuje"))).toEqual([]);
    expect(foreignDashes(text("en.ts", "en", "Logo – what it costs"))).toEqual(["en.ts: –"]);
    expect(foreignDashes(text("a.md", "pl", "Logo – 800–2500 zł"))).toEqual([]);
    expect(polishCookies(text("pl.ts", "pl", "Ustawienia cookies"))).toEqual(["pl.ts: cookies"]);
    expect(polishCookies(text("pl.ts", "pl", "pliki cookie, klucz „cookie-consent”"))).toEqual([]);
  });
});

/** Polish one-letter words followed by an ordinary space, which lets a line end with them. */
function looseOneLetterWords(text: string): string[] {
  return [...text.matchAll(/(?<=^|[\s(„"])[aiouwzAIOUWZ] (?=\S)/g)].map((match) =>
    text.slice(Math.max(0, (match.index ?? 0) - 20), (match.index ?? 0) + 20),
  );
}

/** The articles as compiled are checked in tooling/blog/compile.test.ts. */
describe("Polish one-letter words never end a line", () => {
  it("in the Polish dictionary and every content module", () => {
    const found = [...dictionaryTexts(), ...contentTexts()]
      // Clients' names and industries are read only in their logos' alt texts, where no line breaks.
      .filter((text) => text.lang === "pl" && !text.where.startsWith("content.clients."))
      .flatMap((text) => looseOneLetterWords(text.text).map((at) => `${text.where}: "${at}"`));
    expect(found).toEqual([]);
  });

  it("catches a loose one-letter word", () => {
    expect(looseOneLetterWords("Strony i sklepy")).toEqual(["Strony i sklepy"]);
    expect(looseOneLetterWords("Strony i\u00a0sklepy, Aplikacja")).toEqual([]);
  });
});

/** Second-person past forms that give the reader a gender ("zapisałeś", "zapisałaś"). */
function gendered(text: string): string[] {
  return [...text.matchAll(/\p{L}+(?:łeś|łaś|łbyś|łabyś)(?!\p{L})/gu)].map((match) => match[0]);
}

describe("the interface addresses the reader without a gender", () => {
  it("in the Polish dictionary and every content module", () => {
    const found = [...dictionaryTexts(), ...contentTexts()]
      .filter((text) => text.lang === "pl")
      .flatMap((text) => gendered(text.text).map((word) => `${text.where}: ${word}`));
    expect(found).toEqual([]);
  });

  it("catches the forms it forbids", () => {
    expect(gendered("Zapisałeś się? Jeśli trafiłaś tu przypadkiem, chciałbyś wiedzieć")).toEqual([
      "Zapisałeś",
      "trafiłaś",
      "chciałbyś",
    ]);
    expect(gendered("Sprawdź skrzynkę i potwierdź zapis. Byliśmy, mieliście.")).toEqual([]);
  });
});
