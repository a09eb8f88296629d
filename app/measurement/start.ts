/**
 * Everything about consent and measurement that starts with the first page:
 * the visit's origin for lead attribution (no consent needed: nothing is
 * stored), the stored answer applied, the banner for those without one, and
 * the "Cookie settings" buttons.
 */
import { listenForCookieSettings, scheduleCookieBanner } from "./banner-host.ts";
import { applyConsent, storedConsent } from "./consent.ts";
import { rememberVisit } from "./visit.ts";

export function startConsentAndMeasurement(): void {
  rememberVisit();
  applyConsent(storedConsent());
  scheduleCookieBanner();
  listenForCookieSettings();
}
