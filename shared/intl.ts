/**
 * Intl formatters made once per locale and options and then reused. Making
 * one costs far more than using it (locale data, patterns): a page that
 * formats a date per card would otherwise pay that cost per card, on a phone,
 * while it hydrates.
 */
const formatters = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return once("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return once("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return once("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return once("plural", locale, {}, () => new Intl.PluralRules(locale));
}

/*
 * Whole numbers and their plural forms in the site's two languages, by hand.
 * The answers are Intl's (intl.test.ts compares them over a wide range), but
 * a browser asked for its first number format or plural rule of a language
 * loads that language's data first: on a phone that is a long task of its
 * own while the page starts, paid for texts built from fixed figures (prices,
 * times, character counts). Fractions and other locales go to Intl.
 */

/** Where each language groups thousands, and from how many digits (Polish leaves 1000 ungrouped). */
const grouping = {
  pl: { separator: "\u00a0", fromDigits: 5 },
  en: { separator: ",", fromDigits: 4 },
} as const;

type SiteLang = keyof typeof grouping;

/** `value` as Intl.NumberFormat(lang) writes it: "15 000" (with a no-break space) / "15,000". */
export function formatNumber(value: number, lang: SiteLang): string {
  if (!Number.isSafeInteger(value)) return numberFormat(lang).format(value);
  const { separator, fromDigits } = grouping[lang];
  const digits = String(Math.abs(value));
  const grouped =
    digits.length >= fromDigits ? digits.replace(/\B(?=(\d{3})+$)/g, separator) : digits;
  return value < 0 ? `-${grouped}` : grouped;
}

/** Intl.PluralRules(lang).select(count): one/few/many in Polish, one/other in English. */
export function pluralCategory(count: number, lang: SiteLang): Intl.LDMLPluralRule {
  if (!Number.isSafeInteger(count)) return pluralRules(lang).select(count);
  const n = Math.abs(count);
  if (n === 1) return "one";
  if (lang === "en") return "other";
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? "few" : "many";
}
