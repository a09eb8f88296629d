/**
 * What the cookie banner does (its markup is cookie-banner.tsx, a template in
 * the page): Accept stores "accepted"; Decline, close and Escape store
 * "declined"; the banner then leaves (300 ms). Details shows the full
 * explanation above the row. Focus goes back where it was before it entered
 * the banner (or to `opener`, the footer's "Cookie settings", which also puts
 * focus into the banner when it opens).
 *
 * While the banner is shown, nothing that takes focus may sit under it: the
 * page gets room below its end and its scroll padding keeps clear of the
 * banner's height, measured as it changes (text wraps differently per width
 * and language); the scroll-to-top button moves up. Browsers do not scroll an
 * element that is already in the viewport when it gets focus, even if the
 * banner covers it, so that scroll is done here.
 */
import { type Consent, chooseConsent } from "../../measurement/consent.ts";
import { MAIN_ID } from "./main-id.ts";

/** The id of the template the page carries the banner in (cookie-banner.tsx). */
export const COOKIE_BANNER_TEMPLATE_ID = "cookie-banner";

const EXIT_MS = 300;
/** Room kept between the banner's top edge and whatever is scrolled into view above it. */
const GAP_PX = 12;

/** The banner on screen, and how to take it away at once (a second "Cookie settings"). */
let shown: { section: HTMLElement; remove: () => void } | null = null;

/**
 * The room kept at the bottom of the viewport while the banner is shown: the
 * page's scroll padding, the padding after its end and the scroll-to-top
 * button's offset. The value is set on exactly those elements (the custom
 * property is registered as not inherited in app.css): a custom property
 * changed on <html> would restyle every element of the page, a long task of
 * its own on a phone, just as the banner slides in.
 */
function keepRoomForCookieBanner(px: number): void {
  const clearing = [
    document.documentElement,
    document.body,
    document.querySelector<HTMLElement>("[data-scroll-to-top]"),
  ];
  for (const element of clearing) {
    if (!element) continue;
    if (px > 0) element.style.setProperty("--cookie-banner-space", `${px}px`);
    else element.style.removeProperty("--cookie-banner-space");
  }
}

/** Keeps the page clear of `banner` while it is shown; returns what undoes it. */
function keepClearOf(banner: HTMLElement): () => void {
  // How far up from the viewport's bottom the banner reaches, at rest: its
  // box ignores the slide-in's transform, which the client rect would include.
  const reach = () => banner.offsetHeight + Number.parseFloat(getComputedStyle(banner).bottom);
  const update = () => keepRoomForCookieBanner(Math.round(reach() + GAP_PX));
  const revealFocused = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || banner.contains(target)) return;
    const box = target.getBoundingClientRect();
    // Off screen, it is not this scroll's business: the browser brings a focused element
    // in clear of the banner (the scroll padding), and code that moves focus without a
    // scroll (a jump to a section) is scrolling there itself.
    if (box.top >= window.innerHeight || box.bottom <= 0) return;
    const overlap = box.bottom - (window.innerHeight - reach());
    // No further than a jump to it would put its top (under the fixed header): a section
    // taller than the room left is read from its top.
    const jumpTop =
      Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
      Number.parseFloat(getComputedStyle(target).scrollMarginTop);
    const by = Math.min(overlap + GAP_PX, box.top - jumpTop);
    if (overlap > 0 && by > 0) window.scrollBy({ top: by, behavior: "instant" });
  };
  // The observer reports the first size too, in the frame that first draws the banner.
  const observer = new ResizeObserver(update);
  observer.observe(banner);
  window.addEventListener("resize", update);
  document.addEventListener("focusin", revealFocused);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", update);
    document.removeEventListener("focusin", revealFocused);
    keepRoomForCookieBanner(0);
  };
}

/** Shows the banner in `host`; `opener` gets focus back after the answer (null: shown by itself). */
export function showCookieBanner(host: HTMLElement, opener: HTMLElement | null): void {
  const template = document.getElementById(COOKIE_BANNER_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const section = template.content.firstElementChild?.cloneNode(true);
  if (!(section instanceof HTMLElement)) return;
  shown?.remove();

  let focusedBefore = opener;
  let leaving = false;
  const stopKeepingClear = keepClearOf(section);
  const remove = () => {
    stopKeepingClear();
    section.remove();
    if (shown?.section === section) shown = null;
  };

  const choose = (consent: Consent) => {
    if (leaving) return;
    leaving = true;
    chooseConsent(consent);
    section.dataset.phase = "leaving";
    section.classList.replace("animate-banner-in", "animate-banner-out");
    window.setTimeout(remove, EXIT_MS);
    if (section.contains(document.activeElement)) {
      const back = focusedBefore?.isConnected ? focusedBefore : document.getElementById(MAIN_ID);
      back?.focus({ preventScroll: true });
    }
  };

  section.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    const consent = button?.dataset.consent;
    if (consent === "accepted" || consent === "declined") choose(consent);
    else if (button?.hasAttribute("data-cookie-details")) {
      const details = section.querySelector<HTMLElement>("#cookie-details");
      if (!details) return;
      details.hidden = !details.hidden;
      button.setAttribute("aria-expanded", String(!details.hidden));
    }
  });
  section.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    choose("declined");
  });
  // Remember where focus came from, the first time it enters.
  section.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (!focusedBefore && from instanceof HTMLElement && !section.contains(from)) {
      focusedBefore = from;
    }
  });

  host.replaceChildren(section);
  shown = { section, remove };
  if (opener) section.focus();
}
