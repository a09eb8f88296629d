/**
 * How the offer's figures are written in each language. Polish: "800–2500 zł",
 * "8 000–15 000 zł" (thousands are grouped from five digits on, as Polish
 * typography does, and a 4-digit end of a range like the other end), "2–4 tygodnie", "7–21 dni roboczych", with the noun agreeing
 * with the last number of a range and taking the case the sentence needs
 * ("w ciągu 24 godzin", "po 3–6 miesiącach"). English: "800–2,500 PLN",
 * "2–4 weeks". A percentage is written without a space in both: "5%".
 */
import { formatNumber } from "#shared/intl.ts";
import type { Localized } from "#shared/lang.ts";
import { typesetPolish } from "#shared/typography.ts";
import { type CountText, pluralForm } from "./plural.ts";

type Lang = keyof Localized;

type NounUnit =
  | "minutes"
  | "hours"
  | "workingHours"
  | "days"
  | "workingDays"
  | "weeks"
  | "months"
  | "pages"
  | "concepts"
  | "revisionRounds";

export type Unit = NounUnit | "pln" | "km" | "percent";

/** One number (`min`) or a range (`min`–`max`) of a unit. */
export interface Figure {
  readonly unit: Unit;
  readonly min: number;
  readonly max?: number;
}

/**
 * The case a Polish noun takes after the figure's place in the sentence:
 * nominative, which is also the accusative of these nouns ("trwa 2–4 tygodnie",
 * "w 3–6 tygodni"), genitive ("w ciągu 24 godzin") or locative ("po 3–6 miesiącach").
 */
export type PolishCase = "nominative" | "genitive" | "locative";

/** "range" writes "800–2500 zł"; "fromTo" writes "od 800 do 2500 zł" / "from 800 to 2,500 PLN". */
export type FigureStyle = "range" | "fromTo";

/** A Polish noun: [one, few, many] in the nominative, [singular, plural] in the other cases. */
function polishNoun(
  nominative: [string, string, string],
  genitive: [string, string],
  locative: [string, string],
): Record<PolishCase, CountText> {
  // Fractions ("1,5 godziny") take the genitive singular in every case.
  const [singular] = genitive;
  const forms = ([one, plural]: [string, string]) => ({
    one,
    few: plural,
    many: plural,
    other: singular,
  });
  const [one, few, many] = nominative;
  return {
    nominative: { one, few, many, other: singular },
    genitive: forms(genitive),
    locative: forms(locative),
  };
}

function englishNoun(one: string, other = `${one}s`): CountText {
  return { one, other };
}

const nouns: Record<NounUnit, { pl: Record<PolishCase, CountText>; en: CountText }> = {
  minutes: {
    pl: polishNoun(["minuta", "minuty", "minut"], ["minuty", "minut"], ["minucie", "minutach"]),
    en: englishNoun("minute"),
  },
  hours: {
    pl: polishNoun(
      ["godzina", "godziny", "godzin"],
      ["godziny", "godzin"],
      ["godzinie", "godzinach"],
    ),
    en: englishNoun("hour"),
  },
  workingHours: {
    pl: polishNoun(
      ["godzina robocza", "godziny robocze", "godzin roboczych"],
      ["godziny roboczej", "godzin roboczych"],
      ["godzinie roboczej", "godzinach roboczych"],
    ),
    en: englishNoun("working hour"),
  },
  days: {
    pl: polishNoun(["dzień", "dni", "dni"], ["dnia", "dni"], ["dniu", "dniach"]),
    en: englishNoun("day"),
  },
  workingDays: {
    pl: polishNoun(
      ["dzień roboczy", "dni robocze", "dni roboczych"],
      ["dnia roboczego", "dni roboczych"],
      ["dniu roboczym", "dniach roboczych"],
    ),
    en: englishNoun("working day"),
  },
  weeks: {
    pl: polishNoun(
      ["tydzień", "tygodnie", "tygodni"],
      ["tygodnia", "tygodni"],
      ["tygodniu", "tygodniach"],
    ),
    en: englishNoun("week"),
  },
  months: {
    pl: polishNoun(
      ["miesiąc", "miesiące", "miesięcy"],
      ["miesiąca", "miesięcy"],
      ["miesiącu", "miesiącach"],
    ),
    en: englishNoun("month"),
  },
  pages: {
    pl: polishNoun(["strona", "strony", "stron"], ["strony", "stron"], ["stronie", "stronach"]),
    en: englishNoun("page"),
  },
  concepts: {
    pl: polishNoun(
      ["koncepcja", "koncepcje", "koncepcji"],
      ["koncepcji", "koncepcji"],
      ["koncepcji", "koncepcjach"],
    ),
    en: englishNoun("concept"),
  },
  revisionRounds: {
    pl: polishNoun(
      ["runda poprawek", "rundy poprawek", "rund poprawek"],
      ["rundy poprawek", "rund poprawek"],
      ["rundzie poprawek", "rundach poprawek"],
    ),
    en: englishNoun("revision round"),
  },
};

const symbols: Record<Exclude<Unit, NounUnit>, Localized> = {
  pln: { pl: "zł", en: "PLN" },
  km: { pl: "km", en: "km" },
  percent: { pl: "%", en: "%" },
};

/** Keeps a number and its unit on one line. */
const NBSP = "\u00a0";

function unitWord(figure: Figure, lang: Lang, polishCase: PolishCase): string {
  const last = figure.max ?? figure.min;
  if (figure.unit === "pln" || figure.unit === "km" || figure.unit === "percent") {
    return symbols[figure.unit][lang];
  }
  const noun = nouns[figure.unit];
  return pluralForm(last, lang, lang === "pl" ? noun.pl[polishCase] : noun.en);
}

/** The numbers alone, for compounds such as "30-minutowa" or "6–12": inNumbers(months(6, 12), "pl") → "6–12". */
export function inNumbers(figure: Figure, lang: Lang): string {
  const min = formatNumber(figure.min, lang);
  if (figure.max === undefined) return min;
  const range = `${min}–${formatNumber(figure.max, lang)}`;
  // Polish groups both ends of a range alike ("8 000–15 000"): the typesetting rule says how.
  return lang === "pl" ? typesetPolish(range) : range;
}

function write(figure: Figure, lang: Lang, polishCase: PolishCase, style: FigureStyle): string {
  const min = formatNumber(figure.min, lang);
  const max = figure.max === undefined ? undefined : formatNumber(figure.max, lang);
  // "od 4 do 8 tygodni": after "do" the Polish noun is in the genitive.
  const fromTo = style === "fromTo" && max !== undefined;
  const word = unitWord(figure, lang, fromTo ? "genitive" : polishCase);
  const separator = figure.unit === "percent" ? "" : NBSP;
  if (!fromTo) return `${inNumbers(figure, lang)}${separator}${word}`;
  return lang === "pl"
    ? `od ${min} do ${max}${separator}${word}`
    : `from ${min} to ${max}${separator}${word}`;
}

/** The figure in Polish: inPolish(weeks(2, 4)) → "2–4 tygodnie"; with "genitive" → "2–4 tygodni". */
export function inPolish(
  figure: Figure,
  polishCase: PolishCase = "nominative",
  style: FigureStyle = "range",
): string {
  return write(figure, "pl", polishCase, style);
}

/** The figure in English: inEnglish(pln(800, 2500)) → "800–2,500 PLN". */
export function inEnglish(figure: Figure, style: FigureStyle = "range"): string {
  return write(figure, "en", "nominative", style);
}

/** The figure in both languages, for a content field: { pl: "2–4 tygodnie", en: "2–4 weeks" }. */
export function figureText(figure: Figure, polishCase: PolishCase = "nominative"): Localized {
  return { pl: inPolish(figure, polishCase), en: inEnglish(figure) };
}

function measure(unit: Unit) {
  return (min: number, max?: number): Figure =>
    max === undefined ? { unit, min } : { unit, min, max };
}

export const pln = measure("pln");
export const km = measure("km");
export const percent = measure("percent");
export const minutes = measure("minutes");
export const hours = measure("hours");
export const workingHours = measure("workingHours");
export const days = measure("days");
export const workingDays = measure("workingDays");
export const weeks = measure("weeks");
export const months = measure("months");
export const pages = measure("pages");
export const concepts = measure("concepts");
export const revisionRounds = measure("revisionRounds");

/** "w ciągu 24 godzin" / "within 24 hours". */
export function within(figure: Figure): Localized {
  return { pl: `w ciągu ${inPolish(figure, "genitive")}`, en: `within ${inEnglish(figure)}` };
}

/** "po 3–6 miesiącach" / "after 3–6 months". */
export function after(figure: Figure): Localized {
  return { pl: `po ${inPolish(figure, "locative")}`, en: `after ${inEnglish(figure)}` };
}

/** A fee paid every month, from its lowest: "od 1500 zł miesięcznie" / "from 1,500 PLN a month". */
export function monthlyFrom(figure: Figure): Localized {
  return { pl: `od ${inPolish(figure)} miesięcznie`, en: `from ${inEnglish(figure)} a month` };
}

/** The lower end of a range, for "od 800 zł" / "from 800 PLN". */
export function lowest(figure: Figure): Figure {
  return measure(figure.unit)(figure.min);
}

/** The range from the lowest to the highest of figures of one unit: the span of a set of packages. */
export function span(...figures: Figure[]): Figure {
  const [first] = figures;
  if (!first || figures.some((each) => each.unit !== first.unit)) {
    throw new Error("span() needs figures of one unit");
  }
  const min = Math.min(...figures.map((each) => each.min));
  const max = Math.max(...figures.map((each) => each.max ?? each.min));
  return measure(first.unit)(min, max === min ? undefined : max);
}
