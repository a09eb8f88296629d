/**
 * When a review was written, as the widget shows it: the calendar date (the
 * same on the build machine and in every browser, so the pre-rendered page
 * hydrates cleanly) and, once the page runs, how long ago ("2 tygodnie temu",
 * "2 weeks ago") in the page's language.
 */
import { dateTimeFormat, relativeTimeFormat } from "#shared/intl.ts";
import { type Lang, locales } from "#shared/lang.ts";

const DAY = 24 * 60 * 60;

/** The largest unit that fits, Google's way: weeks up to a month, months up to a year. */
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", 60 * 60],
  ["minute", 60],
];

/** "2 tygodnie temu" / "2 weeks ago": how long before `nowMs` the Unix time `seconds` was. */
export function timeAgo(seconds: number, nowMs: number, lang: Lang): string {
  // A review stamped ahead of the reader's clock (a clock set wrong) was written just now.
  const elapsed = Math.max(0, nowMs / 1000 - seconds);
  for (const [unit, length] of units) {
    if (elapsed >= length) {
      const format = relativeTimeFormat(locales[lang], { numeric: "always" });
      return format.format(-Math.floor(elapsed / length), unit);
    }
  }
  // "teraz" / "now"
  return relativeTimeFormat(locales[lang], { numeric: "auto" }).format(0, "second");
}

/** "16 września 2025" / "September 16, 2025", the day in the agency's time zone. */
export function reviewDate(seconds: number, lang: Lang): string {
  return dateTimeFormat(locales[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Warsaw",
  }).format(seconds * 1000);
}

/** The machine-readable day for <time datetime>, in the same time zone. */
export function reviewIsoDate(seconds: number): string {
  // Swedish writes dates as ISO 8601 (YYYY-MM-DD).
  return dateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(seconds * 1000);
}
