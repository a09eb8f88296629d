/**
 * What every page does without a framework: the header turns solid once the
 * page is scrolled, and the scroll-to-top button shows past the first screen
 * and takes the visitor (and focus) back to the page's start.
 */
import { focusPageStart } from "../components/layout/page-focus.ts";
import { smoothBehavior } from "../hooks/use-reduced-motion.ts";

/** Scroll distances after which the header is solid and the button shows (as in the React hooks before). */
const HEADER_SOLID_AFTER = 20;
const TOP_BUTTON_AFTER = 300;

const header = document.querySelector<HTMLElement>("header[data-scrolled]");
const topButton = document.querySelector<HTMLButtonElement>("[data-scroll-to-top]");

function onScroll() {
  const y = window.scrollY;
  header?.setAttribute("data-scrolled", String(y > HEADER_SOLID_AFTER));
  if (topButton) topButton.hidden = y <= TOP_BUTTON_AFTER;
}

onScroll();
window.addEventListener("scroll", onScroll, { passive: true });
topButton?.addEventListener("click", () => {
  focusPageStart();
  window.scrollTo({ top: 0, behavior: smoothBehavior() });
});
