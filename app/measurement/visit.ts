/**
 * Where this visit began, for first-party lead attribution
 * (shared/forms/attribution.ts): the landing page, the external page that led
 * here, and the landing URL's UTM parameters. Kept in memory only — no
 * cookie, no storage, nothing that identifies the visitor — so a new tab or
 * a reload starts a new visit.
 */
import {
  type Attribution,
  encodeAttribution,
  utmFields,
  utmParameters,
} from "#shared/forms/attribution.ts";

let visit: Attribution = {};

/** Called once when the first page loads. */
export function rememberVisit(): void {
  const landing = new URL(window.location.href);
  visit = { landingPage: landing.pathname };
  if (document.referrer) {
    const referrer = new URL(document.referrer);
    // Our own pages are not a source; another site's origin and path are.
    if (referrer.origin !== landing.origin)
      visit.referrer = `${referrer.origin}${referrer.pathname}`;
  }
  for (const field of utmFields) {
    const value = landing.searchParams.get(utmParameters[field]);
    if (value) visit[field] = value;
  }
}

/** The header value a lead is sent with: this visit plus the page the form is on. */
export function leadAttribution(page: string): string {
  return encodeAttribution({ ...visit, page });
}
