/**
 * The thin progress bar of a move to another page of the site (nprogress): it
 * starts on the click and completes on the new page's arrival, about 350 ms
 * later. Moving between pages is the browser's own navigation, so the bar is
 * two halves: the page left starts it, the page arrived at finishes it. The
 * bar's code is fetched at the first click, or by the page arrived at.
 */
type ProgressBar = typeof import("nprogress");

/** How long the arriving page shows the bar before it completes. */
const PROGRESS_DONE_MS = 350;

let progressBar: Promise<ProgressBar> | undefined;
function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import("nprogress").then(({ default: bar }) =>
    bar.configure({ trickleSpeed: 180, minimum: 0.08, showSpinner: false }),
  );
  return progressBar;
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

/** Whether this page was reached by a link or form of this site (not typed, reloaded or restored). */
function arrivedFromSite(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  if (!(entry instanceof PerformanceNavigationTiming) || entry.type !== "navigate") return false;
  return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
}

export function showNavigationProgress(): void {
  document.addEventListener("click", (event) => {
    if (leavesForPageOfSite(event)) void loadProgressBar().then((bar) => bar.start());
  });
  if (!arrivedFromSite()) return;
  const finish = () =>
    void loadProgressBar().then((bar) => {
      bar.set(0.7);
      window.setTimeout(() => bar.done(), PROGRESS_DONE_MS);
    });
  // A page prerendered on intent runs this before it is shown: it finishes the bar once shown.
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering) document.addEventListener("prerenderingchange", finish, { once: true });
  else finish();
}
