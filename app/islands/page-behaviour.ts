/**
 * What every page does without a framework: the header turns solid once the
 * page is scrolled, the phone's menu is modal while open, the scroll-to-top button shows past the first screen and
 * takes the visitor (and focus) back to the page's start, a picture that
 * cannot load shows its default, the accordions answer the arrow keys, a link
 * to a section lands on it with focus, and a jump to the page's end lays out
 * every section first, a move to another page
 * shows a thin progress bar, an article's checklist counts its ticks; the visit's origin is
 * kept for lead attribution and, where the build measures, consent is asked.
 */
import { listenForImageFallbacks } from "../components/blog/image-fallbacks.ts";
import { keepPageBehind } from "../components/layout/modal-panel.ts";
import { focusPageStart } from "../components/layout/page-focus.ts";
import {
  jumpToSectionsOnClick,
  landOnFragment,
  renderAllOnJumpToEnd,
} from "../components/layout/section-scroll.ts";
import { enhanceDisclosures } from "../components/ui/disclosure-keys.ts";
import { smoothBehavior } from "../hooks/use-reduced-motion.ts";
import { startConsentAndMeasurement } from "../measurement/start.ts";
import { showNavigationProgress } from "./navigation-progress.ts";

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

// The phone's menu, a popover from the first paint, is modal from now on.
const mobileMenu = document.getElementById("mobile-menu");
if (mobileMenu) keepPageBehind(mobileMenu);

startConsentAndMeasurement();
showNavigationProgress();
listenForImageFallbacks();
enhanceDisclosures();
renderAllOnJumpToEnd();
jumpToSectionsOnClick();
landOnFragment();
// The client logos' strip brings its few lines as it comes within a screen of the viewport,
// an article's checklist where there is one.
const clientsStrip = document.querySelector(".clients-carousel");
if (clientsStrip) {
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      void import("../components/sections/clients-carousel-behaviour.ts").then(
        ({ enhanceClientsCarousel }) => enhanceClientsCarousel(),
      );
    },
    { rootMargin: "100% 0px" },
  );
  near.observe(clientsStrip);
}
if (document.querySelector("[data-checklist]")) {
  void import("../components/blog/checklist-behaviour.ts").then(({ enhanceChecklists }) =>
    enhanceChecklists(),
  );
}

// Marks that this script runs (the end-to-end suite waits for it, as a page's tests once
// waited for the whole app).
document.documentElement.dataset.pageScript = "running";
