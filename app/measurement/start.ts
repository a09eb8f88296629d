/**
 * Everything about consent and measurement that starts with the first page:
 * the visit's origin for lead attribution (this page's, or the visit's across
 * pages where measurement is accepted: visit.ts), and where the build measures: the page's view, the stored answer
 * applied, the banner for those without one, and the "Cookie settings" buttons.
 */
import { measurement } from "#content/measurement.ts";
import { pageView } from "./analytics.ts";
import { listenForCookieSettings, scheduleCookieBanner } from "./banner-host.ts";
import { applyConsent, storedConsent } from "./consent.ts";
import { rememberVisit } from "./visit.ts";

export function startConsentAndMeasurement(): void {
  // A build that measures nothing has nothing to ask consent for: no banner, no settings.
  rememberVisit(Boolean(measurement.gaId) && storedConsent() === "accepted");
  if (!measurement.gaId) return;
  // Each page is a document of its own: one page view per load, sent once consent allows.
  pageView(window.location.pathname, document.documentElement.lang === "en" ? "en" : "pl");
  applyConsent(storedConsent());
  scheduleCookieBanner();
  listenForCookieSettings();
}
