/**
 * The thin progress bar of a move to another page of the site: it starts on
 * the click and completes on the new page's arrival, about 350 ms later.
 * Moving between pages is the browser's own navigation, so the bar is two
 * halves: the page left starts it, the page arrived at finishes it. A bar
 * drawn by a few lines of Web Animations (app.css gives it its look), so the
 * page fetches nothing for it.
 */
import { prefersReducedMotion } from "../hooks/use-reduced-motion.ts";

/** How long the arriving page shows the bar before it completes. */
const PROGRESS_DONE_MS = 350;
const BAR_ID = "navigation-progress";

function progressBar(): HTMLElement {
  let bar = document.getElementById(BAR_ID);
  if (!bar) {
    bar = document.createElement("div");
    bar.id = BAR_ID;
    bar.setAttribute("aria-hidden", "true");
    document.body.append(bar);
  }
  return bar;
}

/** Runs towards the end while the next page is on its way, slowing as it goes (it never arrives by itself). */
function startBar(): void {
  progressBar().animate([{ transform: "scaleX(0.08)" }, { transform: "scaleX(0.9)" }], {
    duration: prefersReducedMotion() ? 0 : 8_000,
    easing: "cubic-bezier(0.1, 0.7, 0.3, 1)",
    fill: "forwards",
  });
}

/** Shown near its end on the page arrived at, then filled and faded out. */
function finishBar(): void {
  const bar = progressBar();
  bar.style.transform = "scaleX(0.7)";
  window.setTimeout(() => {
    if (prefersReducedMotion()) return bar.remove();
    const fill = bar.animate(
      [
        { transform: "scaleX(0.7)", opacity: 1 },
        { transform: "scaleX(1)", opacity: 0 },
      ],
      { duration: 300, easing: "ease-out", fill: "forwards" },
    );
    void fill.finished.then(() => bar.remove());
  }, PROGRESS_DONE_MS);
}

/** A plain click on a link to another page of this site, opened in this tab. */
function leavesForPageOfSite(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download"))
    return false;
  const to = new URL(link.href);
  const here = window.location;
  if (to.origin !== here.origin || to.pathname.startsWith("/admin")) return false;
  return to.pathname !== here.pathname || to.search !== here.search;
}

/**
 * The page left marks in this tab's session storage that it started the bar; the page
 * arrived at finishes it if the mark is fresh. (The referrer cannot tell: the site sends
 * none.) The mark is taken as it is read: a page typed in or reloaded afterwards, or one
 * restored from the back/forward cache (which runs no script again), has no bar.
 */
const STARTED_KEY = "navigation-progress";
const FRESH_MS = 10_000;

function markStarted(): void {
  try {
    sessionStorage.setItem(STARTED_KEY, String(Date.now()));
  } catch {
    // No storage (a private window may refuse it): the arriving page shows no bar.
  }
}

function arrivedFromSite(): boolean {
  try {
    const started = Number(sessionStorage.getItem(STARTED_KEY));
    sessionStorage.removeItem(STARTED_KEY);
    return started > 0 && Date.now() - started < FRESH_MS;
  } catch {
    return false;
  }
}

export function showNavigationProgress(): void {
  document.addEventListener("click", (event) => {
    if (!leavesForPageOfSite(event)) return;
    markStarted();
    startBar();
  });
  const finish = () => {
    if (arrivedFromSite()) finishBar();
  };
  // A page prerendered on intent runs this before the click: it looks for the mark once shown.
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering) document.addEventListener("prerenderingchange", finish, { once: true });
  else finish();
}
