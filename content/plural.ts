/**
 * Texts that change with a number, chosen by the language's plural rules
 * (those of Intl.PluralRules, see shared/intl.ts). Polish has three forms for whole numbers — one, few and
 * many: "1 pytanie", "3 pytania", "5 pytań", "22 pytania" — and "other" for
 * fractions ("1,5 pytania"); English has one and other.
 */
import { formatNumber, pluralCategory } from "#shared/intl.ts";
import type { Localized } from "#shared/lang.ts";

type Lang = keyof Localized;

/** A text for each plural form the language uses; {count} stands for the number. */
export interface CountText {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

/** Marks a dictionary text as depending on a count, so English can leave out "few" and "many". */
export function countText(text: CountText): CountText {
  return text;
}

/** The form of `text` that agrees with `count`. */
export function pluralForm(count: number, lang: Lang, text: CountText): string {
  const category = pluralCategory(count, lang);
  const form =
    category === "one" || category === "few" || category === "many" ? text[category] : undefined;
  return form ?? text.other;
}

/** The text for `count`, with {count} written as the language writes numbers: "3 pytania", "1,250 articles". */
export function formatCount(count: number, lang: Lang, text: CountText): string {
  return pluralForm(count, lang, text).replaceAll("{count}", formatNumber(count, lang));
}
