/**
 * What the app adds to the pages' native disclosures (components/ui/disclosure.tsx),
 * through two listeners on the document, so no disclosure needs hydrating:
 *
 * - inside an element marked `data-disclosure-group`, the arrow keys move focus
 *   between its summaries (wrapping), Home and End to the first and last, as in
 *   the WAI-ARIA accordion pattern;
 * - a click on the summary of an open `data-keep-open` disclosure leaves it open
 *   (the services accordion always shows one service).
 */
const SUMMARY = "summary[data-disclosure-summary]";

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveBetweenSummaries(event: KeyboardEvent) {
  const step = steps[event.key];
  if (!step || !(event.target instanceof HTMLElement)) return;
  const summary = event.target.closest(SUMMARY);
  const group = summary?.closest("[data-disclosure-group]");
  if (!summary || !group) return;
  // Only the group's visible summaries: a filtered-out question is not a stop.
  const summaries = Array.from(group.querySelectorAll<HTMLElement>(SUMMARY)).filter(
    (element) => element.offsetParent !== null,
  );
  const index = summaries.indexOf(summary as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  summaries[step(index, summaries.length)]?.focus();
}

function keepOpen(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const summary = event.target.closest(SUMMARY);
  const details = summary?.parentElement;
  if (details instanceof HTMLDetailsElement && details.open && details.dataset.keepOpen) {
    event.preventDefault();
  }
}

let listening = false;

export function enhanceDisclosures(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("keydown", moveBetweenSummaries);
  document.addEventListener("click", keepOpen);
}
