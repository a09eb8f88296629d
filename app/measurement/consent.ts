/**
 * The visitor's answer to the cookie banner, stored in the browser under the
 * key `cookie-consent` as `accepted` or `declined` (fixed: another key or value
 * would forget the answers visitors have given), and what follows from it:
 * measurement runs only while the answer is "accepted", and stops at once when
 * it changes.
 */
import { startAnalytics, stopAnalytics } from "./analytics.ts";
import { keepVisitAcrossPages } from "./visit.ts";

export const CONSENT_KEY = "cookie-consent";
export type Consent = "accepted" | "declined";

export function storedConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the answer and applies it to measurement. */
export function chooseConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  keepVisitAcrossPages(consent === "accepted");
  applyConsent(consent);
}

/** Starts or stops measurement for an answer (the stored one when a page loads). */
export function applyConsent(consent: Consent | null): void {
  if (consent === "accepted") startAnalytics();
  else stopAnalytics();
}
