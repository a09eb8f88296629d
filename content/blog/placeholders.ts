/**
 * Written in an article, front matter included, where it names the year its
 * prices are for: "ile kosztuje logo w {{offerYear}} roku". The year is
 * content/offer.ts's, so moving every price article on is one edit there.
 * Browser-safe: the CMS fills it in too before it checks an article.
 */
import { offer } from "../offer.ts";

export const OFFER_YEAR = "{{offerYear}}";

/** An article's text with its placeholders filled in. */
export function fillPlaceholders(text: string): string {
  return text.replaceAll(OFFER_YEAR, String(offer.year));
}
