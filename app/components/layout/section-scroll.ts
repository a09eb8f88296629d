import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";

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
