/**
 * Where focus goes when the page changes under it (a client-side navigation, the
 * scroll-to-top button): the page's h1, or `main` without one. The next Tab then
 * starts at the top of the new content, and a screen reader reads its heading.
 */
const START = "data-page-start";

function focusQuietly(target: HTMLElement) {
  // A heading or section is a place to start from, not a control: it takes focus
  // only when told to, and draws no ring (see app.css).
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.setAttribute(START, "");
  // The scroll is the navigation's own (smooth, to the top or the #fragment).
  target.focus({ preventScroll: true });
}

export function focusPageStart(): void {
  const target = document.querySelector<HTMLElement>("h1") ?? document.querySelector("main");
  if (target) focusQuietly(target);
}

/** Focus to the element a #fragment names (a link to a section of another page). */
export function focusFragment(target: HTMLElement): void {
  if (target.matches("a[href], button, input, select, textarea"))
    target.focus({ preventScroll: true });
  else focusQuietly(target);
}
