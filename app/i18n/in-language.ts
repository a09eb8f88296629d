import type { Lang, Localized } from "#shared/lang.ts";

/** `T` with every `{ pl, en }` pair replaced by one language's value. */
export type InLanguage<T> =
  T extends Localized<infer V>
    ? V
    : T extends readonly (infer U)[]
      ? InLanguage<U>[]
      : T extends object
        ? { [K in keyof T]: InLanguage<T[K]> }
        : T;

/** A text that is either already in the page's language or still in both. */
export function textIn(value: string | Localized<string>, lang: Lang): string {
  return typeof value === "string" ? value : value[lang];
}

function isLocalized(value: object): value is Localized<unknown> {
  const keys = Object.keys(value);
  return keys.length === 2 && "pl" in value && "en" in value;
}

/**
 * Bilingual content cut down to one language, for what a page draws: an
 * island's props then carry only the words it shows.
 */
export function inLanguage<T>(value: T, lang: Lang): InLanguage<T> {
  return pick(value, lang) as InLanguage<T>;
}

function pick(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, lang));
  if (value === null || typeof value !== "object") return value;
  if (isLocalized(value)) return value[lang];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pick(item, lang)]));
}
