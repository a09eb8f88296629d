/**
 * Everything about consent and measurement that starts with the first page:
 * the visit's origin for lead attribution (no consent needed: nothing is
 * stored), and where the build measures: the stored answer applied, the
 * banner for those without one, and the "Cookie settings" buttons.
 */
import { measurement } from "#content/measurement.ts";
import { listenForCookieSettings, scheduleCookieBanner } from "./banner-host.ts";
import { applyConsent, storedConsent } from "./consent.ts";
import { rememberVisit } from "./visit.ts";

export function startConsentAndMeasurement(): void {
  rememberVisit();
  // A build that measures nothing has nothing to ask consent for: no banner, no settings.
  if (!measurement.gaId) return;
  applyConsent(storedConsent());
  scheduleCookieBanner();
  listenForCookieSettings();
}
