import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";
import { focusFragment } from "./page-focus.ts";

/**
 * The class (see app.css) of the sections below a page's first screen: the
 * browser skips their style and layout until they come near the viewport, so
 * the first layout of a long page covers little more than what is on screen.
 */
export const RENDER_WHEN_NEAR = "render-when-near";

/** Set on <html> once every such section is to be rendered. */
export const RENDER_ALL_ATTRIBUTE = "data-render-all";

/**
 * Renders every such section, for good: for a jump to a place further down,
 * which a section not rendered yet would put elsewhere than it is (it only
 * holds an estimated height until then).
 */
export function renderAllSections(): void {
  document.documentElement.setAttribute(RENDER_ALL_ATTRIBUTE, "");
}

/**
 * Scrolls to a section of the page, smoothly unless the visitor prefers less
 * motion. A smooth scroll aims once, when it starts: so every section is
 * rendered first (the visitor is moving through the page by then) and the
 * scroll aims where the target really is.
 */
export function scrollToSection(target: Element): void {
  renderAllSections();
  target.scrollIntoView({ behavior: smoothBehavior(), block: "start" });
}

/** A key that takes the page to its end: End (with Ctrl or not), or ⌘↓ on a Mac. */
function jumpsToEnd(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  return event.key === "End" || (event.key === "ArrowDown" && event.metaKey);
}

/** Where End moves the caret or the choice, not the page. */
function keepsTheKey(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches("input, textarea, select, [role=listbox] *"))
  );
}

/**
 * A visitor who jumps to the end of the page passes every section, so they are all
 * rendered before the browser scrolls: the end it aims at is then the real end. (The
 * sections brought near would otherwise grow from their estimates as the page arrives,
 * and push the footer back off the screen: 486 px on home at 1280 × 720 in Chromium.)
 */
export function renderAllOnJumpToEnd(): void {
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || !jumpsToEnd(event) || keepsTheKey(event.target)) return;
    renderAllSections();
  });
}

/**
 * A link to a section of the same page (the hero's buttons, the skip link, an article's
 * steps) scrolls there with every section rendered first, so it lands where the section
 * really is, and moves focus to it: the next Tab and a screen reader start there. The
 * address names the section, without a new history entry.
 */
export function jumpToSectionsOnClick(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
    if (!(link instanceof HTMLAnchorElement) || link.hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    scrollToSection(target);
    focusFragment(target);
    window.history.replaceState(window.history.state, "", link.hash);
  });
}

/**
 * A page opened at one of its sections (/#kontakt, a link from another page) lands on it
 * under the header: the browser scrolled there as the page arrived, while the sections below
 * the first screen held estimated heights only, so once every section is rendered the page
 * aims again, and focus starts there. A page come back to (Back, a reload) keeps the place
 * the browser restores.
 */
export function landOnFragment(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const [entry] = performance.getEntriesByType("navigation");
  if (entry instanceof PerformanceNavigationTiming && entry.type !== "navigate") return;
  renderAllSections();
  target.scrollIntoView({ block: "start", behavior: "instant" });
  focusFragment(target);
}
