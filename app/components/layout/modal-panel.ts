/**
 * Makes a popover panel modal while it is open, once the app runs: everything
 * else on the page is inert (out of reach) and aria-hidden (out of the
 * accessibility tree, which not every tool derives from inert), Tab and
 * Shift+Tab wrap inside the panel, and focus moves into it. The browser's
 * popover does the rest by itself (Escape, a click outside, focus back to the
 * button that opened it). Live regions stay heard: the route announcer reads
 * the next page's title as the panel closes. Returns the clean-up.
 */
export function keepPageBehind(panel: HTMLElement): () => void {
  let restore: (() => void) | undefined;

  const open = () => {
    restore ??= makeRestInert(panel);
    focusables(panel)[0]?.focus();
  };
  const close = () => {
    restore?.();
    restore = undefined;
  };
  // Opened before the app ran: modal from now on.
  if (panel.matches(":popover-open")) open();

  const onToggle = (event: Event) => {
    if (event instanceof ToggleEvent && event.newState === "open") open();
  };
  // Before it closes, so the browser can give focus back to the (no longer inert) button.
  const onBeforeToggle = (event: Event) => {
    if (event instanceof ToggleEvent && event.newState === "closed") close();
  };
  const onKeyDown = (event: KeyboardEvent) => wrapTab(panel, event);
  panel.addEventListener("toggle", onToggle);
  panel.addEventListener("beforetoggle", onBeforeToggle);
  panel.addEventListener("keydown", onKeyDown);
  return () => {
    close();
    panel.removeEventListener("toggle", onToggle);
    panel.removeEventListener("beforetoggle", onBeforeToggle);
    panel.removeEventListener("keydown", onKeyDown);
  };
}

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

function focusables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null,
  );
}

function wrapTab(panel: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const all = focusables(panel);
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Every element beside the panel's ancestors, from the panel up to <body>, made inert. */
function makeRestInert(panel: HTMLElement): () => void {
  const rest: HTMLElement[] = [];
  for (let node: HTMLElement = panel; node.parentElement; node = node.parentElement) {
    if (node === document.body) break;
    for (const sibling of Array.from(node.parentElement.children)) {
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.inert &&
        !sibling.hasAttribute("aria-live")
      ) {
        rest.push(sibling);
      }
    }
  }
  const hidden = rest.filter((element) => !element.hasAttribute("aria-hidden"));
  for (const element of rest) element.inert = true;
  for (const element of hidden) element.setAttribute("aria-hidden", "true");
  panel.setAttribute("aria-modal", "true");
  return () => {
    for (const element of rest) element.inert = false;
    for (const element of hidden) element.removeAttribute("aria-hidden");
    panel.removeAttribute("aria-modal");
  };
}
