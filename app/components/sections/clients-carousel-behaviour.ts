/**
 * What the client logos' strip does (its markup is ClientsCarousel): its
 * button pauses and plays it (WCAG 2.2.2; hover and focus pause it in CSS),
 * and its logos load all at once: the page's script starts this as the strip
 * comes within a screen of the viewport, so none waits to enter it from the side.
 */
const PLAY_ICON = "M4 2.5v11l9-5.5z";
const PAUSE_ICON = "M4 2h3v12H4zM9 2h3v12H9z";

export function enhanceClientsCarousel(): void {
  const carousel = document.querySelector<HTMLElement>(".clients-carousel");
  const toggle = document.querySelector<HTMLButtonElement>("[data-clients-toggle]");
  if (!carousel || !toggle) return;
  toggle.addEventListener("click", () => {
    const paused = carousel.dataset.paused !== "true";
    carousel.dataset.paused = String(paused);
    toggle.querySelector("path")?.setAttribute("d", paused ? PLAY_ICON : PAUSE_ICON);
    const label = toggle.querySelector("span");
    if (label) label.textContent = (paused ? toggle.dataset.play : toggle.dataset.pause) ?? "";
  });
  for (const logo of carousel.querySelectorAll("img")) logo.loading = "eager";
}
