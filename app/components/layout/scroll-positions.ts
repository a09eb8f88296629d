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
/** A place on a page: how far down it was, and how tall the page was then. */
export type Place = { top: number; height: number };

const positions = new Map<string, Place>();

/** Where the visitor left the entry `key`, if they were there in this document. */
export function rememberedScroll(key: string): Place | undefined {
  return positions.get(key);
}

/** Takes the current position as the entry's (the page it shows has just come). */
export function rememberScroll(key: string): void {
  positions.set(key, {
    top: window.scrollY,
    height: document.documentElement.scrollHeight,
  });
}

/** How long a page coming back may take to be laid out as it was left. */
const RESTORE_MS = 3000;
/** What the visitor does to scroll themselves, which ends a restoration under way. */
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Puts the page at the place's `top` at once and again each time the page changes
 * size, until it is there on a page as tall as it was when left, and `laidOut` has
 * settled (what was open above is open again); or until the visitor scrolls
 * themselves, or a few seconds have passed. A page whose parts come in late (a
 * section rendered once its code arrives) would otherwise show another part of the
 * page once they came in above. Until it ends, a scroll that is not the visitor's
 * (a smooth scroll of the page left, whose last step Chromium applies after an
 * instant one: 112 px at 1280 × 720) is undone, and it ends once the page has held
 * the place for two frames. Returns what ends it early.
 */
export function restoreScroll({ top, height }: Place, laidOut: Promise<void>): () => void {
  let ready = false;
  let ended = false;
  const apply = () => window.scrollTo({ top, behavior: "instant" });
  const arrived = () =>
    ready &&
    Math.abs(window.scrollY - top) < 1 &&
    Math.abs(document.documentElement.scrollHeight - height) < 1;
  const endOnceHeld = () => {
    if (!arrived()) return;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (arrived()) end();
      }),
    );
  };
  const putBack = () => {
    if (ended) return;
    apply();
    endOnceHeld();
  };
  const moved = () => {
    if (Math.abs(window.scrollY - top) >= 1) putBack();
  };
  const growing = new ResizeObserver(putBack);
  void laidOut.then(() => {
    if (ended) return;
    ready = true;
    putBack();
  });
  apply();
  const timer = window.setTimeout(() => end(), RESTORE_MS);
  function end() {
    ended = true;
    growing.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener("scroll", moved);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, end, true);
  }
  growing.observe(document.body);
  window.addEventListener("scroll", moved, { passive: true });
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
