/** Long, human dates: an article's, a review's, the privacy policy's last change. */
import type { Lang } from "#shared/lang.ts";

const monthNames: Record<Lang, readonly string[]> = {
  pl: [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

/** The calendar date written in an ISO timestamp ("2025-08-29T09:00:00+02:00" → 2025-08-29). */
function calendarDate(iso: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match || Number.isNaN(Date.parse(iso))) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * "29 sierpnia 2025" / "29 August 2025" (British order): the words Intl.DateTimeFormat writes
 * (dates.test.ts compares every month), from the month list instead, so a page
 * of article cards does not make the browser load a calendar's locale data
 * while it starts. The date is the one written in the timestamp, whatever the
 * reader's time zone; an invalid date is returned as given.
 */
export function formatLongDate(iso: string, lang: Lang): string {
  const date = calendarDate(iso);
  const month = date ? monthNames[lang][date.month - 1] : undefined;
  if (!date || !month) return iso;
  return `${date.day} ${month} ${date.year}`;
}
