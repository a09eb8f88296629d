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
