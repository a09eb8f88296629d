/**
 * When and where the cookie banner shows. With no stored answer it
 * slides in 2 s after the page has loaded, and once answered it never shows
 * again unless the visitor asks for it ("Cookie settings" in the footer).
 *
 * The banner is drawn at build time into a template of the page
 * (components/layout/cookie-banner.tsx); its few lines of behaviour
 * (cookie-banner-behaviour.ts, no framework) are fetched at the load event
 * (or at once, if that has passed), only for visitors who have not answered.
 * A page starts its script after its first paint, often after the load
 * event, so the 2 s count from the load event's own time, not from when this
 * code runs. Its place in the document is right after the skip link, so it
 * is the first thing the keyboard reaches; its box is a polite live region,
 * so screen readers announce it when it appears.
 */
import { MAIN_ID } from "../components/layout/main-id.ts";
import { storedConsent } from "./consent.ts";

export const BANNER_DELAY_MS = 2000;

const loadBanner = () => import("../components/layout/cookie-banner-behaviour.ts");

let host: HTMLElement | null = null;

/** The banner's box: created once, after the skip link (first in the body on pages without one). */
function bannerHost(): HTMLElement {
  if (host?.isConnected) return host;
  host = document.createElement("div");
  host.setAttribute("aria-live", "polite");
  const skipLink = document.querySelector(`body > a[href="#${MAIN_ID}"]`);
  if (skipLink) skipLink.after(host);
  else document.body.prepend(host);
  return host;
}

/** Milliseconds since the load event ended; 0 where the browser keeps no navigation timing. */
function sinceLoadEvent(): number {
  const [navigation] = performance.getEntriesByType("navigation");
  if (!(navigation instanceof PerformanceNavigationTiming) || navigation.loadEventEnd === 0)
    return 0;
  return performance.now() - navigation.loadEventEnd;
}

/** Shows the banner 2 s after the load event, unless the visitor has already answered. */
export function scheduleCookieBanner(): void {
  if (storedConsent() !== null) return;
  const start = () => {
    const banner = loadBanner();
    window.setTimeout(
      () => {
        // An answer given meanwhile (in another tab, or from the footer) wins.
        if (storedConsent() !== null) return;
        void banner.then(({ showCookieBanner }) => showCookieBanner(bannerHost(), null));
      },
      Math.max(0, BANNER_DELAY_MS - sinceLoadEvent()),
    );
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

/** "Cookie settings": shows the banner again, with focus in it, and back on `opener` after the answer. */
export function openCookieSettings(opener: HTMLElement): void {
  void loadBanner().then(({ showCookieBanner }) => showCookieBanner(bannerHost(), opener));
}

/** Marks a "Cookie settings" button; see listenForCookieSettings. */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";

/**
 * Every "Cookie settings" button opens the banner through one listener on the
 * document: the footer keeps its server markup without hydration (it has no
 * handlers of its own), and the button works before the page has hydrated.
 */
export function listenForCookieSettings(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`);
    if (button instanceof HTMLElement) openCookieSettings(button);
  });
}
