/**
 * When a review was written, as the widget shows it: the calendar date (the
 * same on the build machine and in every browser, so the pre-rendered page
 * hydrates cleanly) and, once the page runs, how long ago ("2 tygodnie temu",
 * "2 weeks ago") in the page's language.
 *
 * Written by hand, not with Intl: a browser's first Intl date or relative-time
 * format of a language loads that language's data (and the time-zone rules)
 * first, a long task on a phone while the home page starts. The answers are
 * Intl's: review-time.test.ts compares them over years of hours.
 */

import { type CountText, formatCount } from "#content/plural.ts";
import type { Lang } from "#shared/lang.ts";
import { formatLongDate } from "../i18n/dates.ts";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

type Unit = "year" | "month" | "week" | "day" | "hour" | "minute";

/** The largest unit that fits, Google's way: weeks up to a month, months up to a year. */
const units: readonly [Unit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", 60],
];

/** "{count} … ago" for each unit, in the forms Intl.RelativeTimeFormat uses. */
const ago: Record<Lang, Record<Unit, CountText> & { now: string }> = {
  pl: {
    year: {
      one: "{count} rok temu",
      few: "{count} lata temu",
      many: "{count} lat temu",
      other: "{count} roku temu",
    },
    month: {
      one: "{count} miesiąc temu",
      few: "{count} miesiące temu",
      many: "{count} miesięcy temu",
      other: "{count} miesiąca temu",
    },
    week: {
      one: "{count} tydzień temu",
      few: "{count} tygodnie temu",
      many: "{count} tygodni temu",
      other: "{count} tygodnia temu",
    },
    day: {
      one: "{count} dzień temu",
      few: "{count} dni temu",
      many: "{count} dni temu",
      other: "{count} dnia temu",
    },
    hour: {
      one: "{count} godzinę temu",
      few: "{count} godziny temu",
      many: "{count} godzin temu",
      other: "{count} godziny temu",
    },
    minute: {
      one: "{count} minutę temu",
      few: "{count} minuty temu",
      many: "{count} minut temu",
      other: "{count} minuty temu",
    },
    now: "teraz",
  },
  en: {
    year: { one: "{count} year ago", other: "{count} years ago" },
    month: { one: "{count} month ago", other: "{count} months ago" },
    week: { one: "{count} week ago", other: "{count} weeks ago" },
    day: { one: "{count} day ago", other: "{count} days ago" },
    hour: { one: "{count} hour ago", other: "{count} hours ago" },
    minute: { one: "{count} minute ago", other: "{count} minutes ago" },
    now: "now",
  },
};

/** "2 tygodnie temu" / "2 weeks ago": how long before `nowMs` the Unix time `seconds` was. */
export function timeAgo(seconds: number, nowMs: number, lang: Lang): string {
  // A review stamped ahead of the reader's clock (a clock set wrong) was written just now.
  const elapsed = Math.max(0, nowMs / 1000 - seconds);
  for (const [unit, length] of units) {
    if (elapsed >= length) return formatCount(Math.floor(elapsed / length), lang, ago[lang][unit]);
  }
  return ago[lang].now;
}

/** 01:00 UTC on the last Sunday of a month: when clocks change in the European Union. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Poland's offset from UTC at a moment: summer time from the last Sunday of March to that of October. */
function warsawOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= clockChange(year, 2) && ms < clockChange(year, 9);
  return (summer ? 2 : 1) * HOUR * 1000;
}

/** The machine-readable day for <time datetime> (YYYY-MM-DD), in the agency's time zone. */
export function reviewIsoDate(seconds: number): string {
  const ms = seconds * 1000;
  return new Date(ms + warsawOffsetMs(ms)).toISOString().slice(0, 10);
}

/** "16 września 2025" / "16 September 2025", the day in the agency's time zone. */
export function reviewDate(seconds: number, lang: Lang): string {
  return formatLongDate(reviewIsoDate(seconds), lang);
}
