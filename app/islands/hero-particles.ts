/**
 * The hero's particles on a page without a framework: once the page has
 * loaded and gone idle, and unless the visitor asks for less motion, a canvas
 * is laid over the river line and the runner draws on it (in a worker where it
 * can). Absolutely positioned, so it never shifts the layout.
 */
import { afterLoadWhenIdle } from "../hooks/when-idle.ts";

const host = document.querySelector<HTMLElement>("[data-particles-host]");
if (host && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
  afterLoadWhenIdle(() => {
    void import("../components/sections/particle-runner.ts").then(({ runParticles }) => {
      const layer = document.createElement("div");
      layer.className = "pointer-events-none absolute inset-0 -z-10";
      const canvas = document.createElement("canvas");
      canvas.dataset.testid = "particles";
      canvas.className = "block size-full";
      layer.append(canvas);
      host.append(layer);
      runParticles(canvas);
    });
  });
}
