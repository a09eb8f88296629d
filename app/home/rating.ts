/** How the reviews widget shows a rating: stars and the average. */
import { numberFormat } from "#shared/intl.ts";
import { type Lang, locales } from "#shared/lang.ts";

export const MAX_STARS = 5;

/** Stars filled for a rating: its floor, kept within 0–5 (4.9 fills 4, 5 fills 5). */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
}

/**
 * The average with one decimal in the page's locale: "5,0" in Polish, "5.0"
 * in English. What Intl.NumberFormat writes (rating.test.ts compares), without
 * loading a locale's number data while the home page starts.
 */
export function formatAverage(rating: number, lang: Lang): string {
  const written = String(rating);
  // Below zero, exponent notation, NaN, infinities (never a real rating): Intl's way.
  if (!/^\d+(\.\d+)?$/.test(written) || Object.is(rating, -0)) {
    return numberFormat(locales[lang], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(rating);
  }
  // Like Intl, round the number as written ("0.15" → "0.2"), halves up.
  const text = (Math.round(Number(`${written}e1`)) / 10).toFixed(1);
  return lang === "pl" ? text.replace(".", ",") : text;
}
