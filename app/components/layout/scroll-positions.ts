/**
 * Where the visitor left each page of this document's history, so that Back
 * and Forward bring them back there. Pages are told apart by React Router's
 * location key (one per history entry).
 *
 * The browser's own restoration is off while the app runs: it restores a
 * same-document entry at once, onto the page being left (engines differ in how
 * far the position is cut short by that page's height), before the router has
 * rendered the page coming back. It is turned back on as the document is left,
 * so a reload, or a return to an entry whose document the browser loads anew,
 * is restored by the browser itself while the page loads. (React Router's
 * ScrollRestoration works the same way; it is not used because it puts every new
 * page at the top at once, where ours scroll there smoothly:
 * navigation-effects.tsx.)
 */
const positions = new Map<string, number>();

/** The position the visitor left the entry `key` at, if they were there in this document. */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Takes the current position as the entry's (the page it shows has just come). */
export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
}

/** How long a page coming back may take to grow tall enough for the position it is restored to. */
const RESTORE_MS = 3000;
/** What the visitor does to scroll themselves, which ends a restoration under way. */
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Puts the page at `top` at once and, while it is still too short for that (its
 * sections render in parts as their code arrives, and a position beyond the end
 * is cut short) or until `laidOut` settles (what was open above is open again),
 * again each time it changes size, until it is there, the visitor scrolls
 * themselves or a few seconds have passed. Returns what ends it early.
 */
export function restoreScroll(top: number, laidOut: Promise<void>): () => void {
  let ready = false;
  let ended = false;
  const apply = () => window.scrollTo({ top, behavior: "instant" });
  const arrived = () => ready && Math.abs(window.scrollY - top) < 1;
  const growing = new ResizeObserver(() => {
    apply();
    if (arrived()) end();
  });
  void laidOut.then(() => {
    if (ended) return;
    ready = true;
    apply();
    if (arrived()) end();
  });
  apply();
  const timer = window.setTimeout(() => end(), RESTORE_MS);
  function end() {
    ended = true;
    growing.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, end, true);
  }
  growing.observe(document.body);
  for (const type of VISITOR_SCROLLS) {
    window.addEventListener(type, end, { capture: true, passive: true });
  }
  return end;
}

/**
 * Follows the scroll position of the current entry as the visitor scrolls (a
 * scroll the browser makes as a new page replaces a longer one is reported once
 * the new entry is current, so it never overwrites the page left), and hands
 * restoration back to the browser as the document goes. Returns the clean-up.
 */
export function keepScrollPositions(currentKey: () => string): () => void {
  const manual = () => {
    window.history.scrollRestoration = "manual";
  };
  const auto = () => {
    window.history.scrollRestoration = "auto";
  };
  const onScroll = () => rememberScroll(currentKey());
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) manual();
  };
  manual();
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("pagehide", auto);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("pagehide", auto);
    window.removeEventListener("pageshow", onPageShow);
    auto();
  };
}
