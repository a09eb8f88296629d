/**
 * `client:scroll`: an island that follows the page's scroll (the reading
 * progress) hydrates when the visitor first scrolls, or at once on a page
 * opened part-way down (a link to a section, a return to it).
 */
import type { ClientDirective } from "astro";

const onScroll: ClientDirective = (load) => {
  const start = async () => {
    window.removeEventListener("scroll", start);
    const hydrate = await load();
    await hydrate();
  };
  if (window.scrollY > 0) void start();
  else window.addEventListener("scroll", start, { passive: true });
};

export default onScroll;
