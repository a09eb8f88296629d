/**
 * Where this visit began, for first-party lead attribution
 * (shared/forms/attribution.ts): the landing page, the external page that led
 * here, and the landing URL's UTM parameters. Each page is a document of its
 * own, so a visit spans pages only where it may be stored: in this tab's
 * session storage, once the visitor has accepted measurement (decision 0009);
 * otherwise each page is a visit of its own, kept in memory. Nothing
 * identifies the visitor, and a new tab starts a new visit.
 */
import {
  type Attribution,
  encodeAttribution,
  utmFields,
  utmParameters,
} from "#shared/forms/attribution.ts";

const VISIT_KEY = "visit-origin";

let visit: Attribution = {};

/** Where this page's document was reached from. */
function thisPagesOrigin(): Attribution {
  const landing = new URL(window.location.href);
  const origin: Attribution = { landingPage: landing.pathname };
  if (document.referrer) {
    const referrer = new URL(document.referrer);
    // Our own pages are not a source; another site's origin and path are.
    if (referrer.origin !== landing.origin)
      origin.referrer = `${referrer.origin}${referrer.pathname}`;
  }
  for (const field of utmFields) {
    const value = landing.searchParams.get(utmParameters[field]);
    if (value) origin[field] = value;
  }
  return origin;
}

function storedVisit(): Attribution | null {
  try {
    const stored = sessionStorage.getItem(VISIT_KEY);
    return stored ? (JSON.parse(stored) as Attribution) : null;
  } catch {
    return null;
  }
}

/** Called once as each page starts, with whether the visitor has accepted measurement. */
export function rememberVisit(accepted: boolean): void {
  visit = (accepted && storedVisit()) || thisPagesOrigin();
  keepVisitAcrossPages(accepted);
}

/** Keeps the visit in the tab's session storage (accepted), or takes it out of it. */
export function keepVisitAcrossPages(accepted: boolean): void {
  try {
    if (accepted) sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
    else sessionStorage.removeItem(VISIT_KEY);
  } catch {
    // No storage: the visit is this page's.
  }
}

/** The header value a lead is sent with: this visit plus the page the form is on. */
export function leadAttribution(page: string): string {
  return encodeAttribution({ ...visit, page });
}
