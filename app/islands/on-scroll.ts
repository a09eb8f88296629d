/**
 * `client:scroll`: an island that follows the page's scroll (the reading
 * progress) hydrates when the visitor first scrolls, or on a page opened
 * part-way down (a link to a section, a return to it) once it has loaded.
 * The position is not read as the island's element is parsed: reading it
 * there makes the browser lay out the half-parsed page at once, a long task
 * of its own on a long article.
 */
import type { ClientDirective } from "astro";

const onScroll: ClientDirective = (load) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    window.removeEventListener("scroll", start);
    const hydrate = await load();
    await hydrate();
  };
  window.addEventListener("scroll", start, { passive: true });
  const openedPartWayDown = () => {
    if (window.scrollY > 0) void start();
  };
  if (document.readyState === "complete") openedPartWayDown();
  else window.addEventListener("load", openedPartWayDown, { once: true });
};

export default onScroll;
