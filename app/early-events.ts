/**
 * The page answers its visitor from the first paint, before the app has
 * started (which on a slow phone is seconds later: docs/decisions/0010) and
 * without it. Most controls need nothing for that: links, disclosures, radio
 * buttons, the menu's popover and forms that post are the browser's own. What
 * is left is this small script, inline in <head> (allowed by its hash, or the
 * page's nonce), which runs before the body is parsed:
 *
 * - a click on a button that only the app can answer (`type="button"` without
 *   `popovertarget`, or an element marked `data-replay`) is held and, once the
 *   app says it is ready (`APP_READY_EVENT`), clicked again, in order, so it
 *   takes effect exactly once (Angular's event replay does the same);
 * - a form marked `data-native-form` that the browser posts itself gets the
 *   time it took to fill (`_fill`, milliseconds since this script ran) and a
 *   key that makes a repeated post of the same attempt store once (`_idem`),
 *   and a second press while the first post is under way is ignored;
 * - a page opened at an anchor (`/#kontakt`), reloaded or gone back to renders
 *   every section at once, so sections laid out only when near
 *   (`render-when-near`) hold their real height and the browser lands on the
 *   anchor, or restores the position the visitor left, even without scroll
 *   anchoring (WebKit has none).
 *
 * Once the app is ready it takes all of this over and the script steps aside.
 */
export const APP_READY_EVENT = "app-ready";

interface EarlyOptions {
  readyEvent: string;
  renderAllAttribute: string;
}

/** Serialized into the page: it may use nothing from outside its own body and its options. */
function earlyEvents(options: EarlyOptions) {
  const startedAt = performance.now();
  const held: HTMLElement[] = [];
  const posting = new WeakSet<HTMLFormElement>();

  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      'button[type="button"]:not([popovertarget]),[data-replay]',
    );
    if (!control) return;
    event.preventDefault();
    held.push(control);
  };

  const randomKey = () => {
    if (crypto.randomUUID) return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  };

  const stamp = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-native-form")) return;
    if (posting.has(form)) {
      event.preventDefault();
      return;
    }
    posting.add(form);
    // A post stopped by the visitor may be sent again after a while.
    setTimeout(() => posting.delete(form), 10_000);
    const fill = form.elements.namedItem("_fill");
    const key = form.elements.namedItem("_idem");
    if (fill instanceof HTMLInputElement)
      fill.value = String(Math.round(performance.now() - startedAt));
    if (key instanceof HTMLInputElement && !key.value) key.value = randomKey();
  };

  // A page left and come back to (back/forward cache) may post again.
  const reset = () => {
    held.length = 0;
  };

  // Anything but a plain visit (a reload, Back or Forward to a page loaded anew) puts the
  // page back where it was left. Kept short: this script is inline in every page.
  const entry = performance.getEntriesByType("navigation")[0] as
    | PerformanceNavigationTiming
    | undefined;
  if (location.hash || entry?.type !== "navigate") {
    document.documentElement.setAttribute(options.renderAllAttribute, "");
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", stamp, true);
  addEventListener("pagehide", reset);
  document.addEventListener(
    options.readyEvent,
    () => {
      document.removeEventListener("click", hold, true);
      document.removeEventListener("submit", stamp, true);
      removeEventListener("pagehide", reset);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    },
    { once: true },
  );
}

/** The script's text, as the page carries it. */
export function earlyEventsScript(options: EarlyOptions): string {
  return `(${earlyEvents.toString()})(${JSON.stringify(options).replaceAll("<", "\\u003c")})`;
}

/** Called by the app once it has hydrated: replays what was held and takes over. */
export function announceAppReady(): void {
  document.dispatchEvent(new Event(APP_READY_EVENT));
}
