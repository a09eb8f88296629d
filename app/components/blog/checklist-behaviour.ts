/**
 * What an article's checklist does (its markup is Checklist in
 * article-extras.tsx): the count and the bar follow the ticks, also ticks
 * made before this ran and those the browser puts back on the way Back, and
 * the button opens and closes the list.
 */
import { fill } from "#shared/i18n/fill.ts";

function enhance(checklist: HTMLElement): void {
  const progress = checklist.querySelector<HTMLElement>("[data-template]");
  const bar = checklist.querySelector("progress");
  const list = checklist.querySelector<HTMLElement>("[data-expanded]");
  const toggle = checklist.querySelector<HTMLButtonElement>("button[data-expand]");
  if (!progress || !bar || !list || !toggle) return;
  const total = checklist.querySelectorAll("input[type=checkbox]").length;
  const recount = () => {
    const done = checklist.querySelectorAll("input[type=checkbox]:checked").length;
    progress.textContent = fill(progress.dataset.template ?? "", { done, total });
    bar.value = done;
  };
  recount();
  checklist.addEventListener("change", recount);
  window.addEventListener("pageshow", recount);
  toggle.addEventListener("click", () => {
    const expanded = list.dataset.expanded !== "true";
    list.dataset.expanded = String(expanded);
    toggle.setAttribute("aria-expanded", String(expanded));
    toggle.textContent = (expanded ? toggle.dataset.collapse : toggle.dataset.expand) ?? "";
  });
}

export function enhanceChecklists(): void {
  for (const checklist of document.querySelectorAll<HTMLElement>("[data-checklist]")) {
    enhance(checklist);
  }
}
