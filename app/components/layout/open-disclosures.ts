/**
 * Which of a page's disclosures (components/ui/disclosure.tsx) the visitor left
 * open, for each page of this document's history, so that Back and Forward
 * bring the page back as it was left. A page coming back is rendered anew, with
 * its disclosures as the HTML has them; a service card or a question opened
 * higher up made the page taller, and the scroll position kept for the page
 * (scroll-positions.ts) only shows the same place once they are open again.
 *
 * A page's disclosures are told apart by their order in <main>: the same page
 * renders the same ones. It comes back in parts (sections whose code arrives
 * apart), so what was open is opened once it holds as many as when it was left.
 */
const openByPage = new Map<string, boolean[]>();

/** How long a page coming back may take to render all its disclosures. */
const REOPEN_MS = 3000;

function pageDisclosures(): HTMLDetailsElement[] {
  return Array.from(document.querySelectorAll<HTMLDetailsElement>("main details"));
}

/**
 * Opens again, as soon as the page holds them all, what the visitor left open on
 * the entry `key`. `ready` settles once that is done or given up; `stop` gives up.
 */
export function reopenDisclosures(key: string): { ready: Promise<void>; stop: () => void } {
  const open = openByPage.get(key);
  if (!open) return { ready: Promise.resolve(), stop: () => undefined };
  const reopen = () => {
    const disclosures = pageDisclosures();
    if (disclosures.length !== open.length) return false;
    disclosures.forEach((disclosure, index) => {
      disclosure.open = open[index] ?? disclosure.open;
    });
    return true;
  };
  let settle: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // Called back before the next paint of a render that added a section.
  const rendering = new MutationObserver(() => {
    if (reopen()) stop();
  });
  const timer = window.setTimeout(() => stop(), REOPEN_MS);
  function stop() {
    rendering.disconnect();
    window.clearTimeout(timer);
    settle();
  }
  if (reopen()) stop();
  else rendering.observe(document.body, { childList: true, subtree: true });
  return { ready, stop };
}

/**
 * Follows the disclosures of the current entry as they open and close (`toggle`
 * does not bubble, so it is heard on its way down). Returns the clean-up.
 */
export function keepOpenDisclosures(currentKey: () => string): () => void {
  const onToggle = (event: Event) => {
    if (!(event.target instanceof HTMLDetailsElement)) return;
    openByPage.set(
      currentKey(),
      pageDisclosures().map((disclosure) => disclosure.open),
    );
  };
  document.addEventListener("toggle", onToggle, { capture: true });
  return () => document.removeEventListener("toggle", onToggle, { capture: true });
}
