/**
 * Runs the hero's particle field for one canvas: in a worker on an
 * OffscreenCanvas where the browser can hand the canvas over, so no frame
 * costs the main thread anything; otherwise on the page itself. Either way it
 * draws only while the canvas is on screen and the tab is visible.
 */
import { type ParticleMessage, particleLoop } from "./particles.ts";

interface Drawer {
  post(message: ParticleMessage, transfer?: Transferable[]): void;
  terminate(): void;
}

function workerDrawer(): Drawer {
  const worker = new Worker(new URL("./particles.worker.ts", import.meta.url), { type: "module" });
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    terminate: () => worker.terminate(),
  };
}

function pageDrawer(canvas: HTMLCanvasElement): Drawer {
  const loop = particleLoop(canvas);
  return {
    post(message) {
      if (message.type === "run") loop.run(message.running);
      else loop.resize(message.width, message.height);
    },
    terminate: () => loop.run(false),
  };
}

/** Starts the animation; the returned function stops it and releases every listener. */
export function runParticles(canvas: HTMLCanvasElement): () => void {
  const size = () => ({ width: canvas.clientWidth, height: canvas.clientHeight });
  const offThread = "transferControlToOffscreen" in canvas && typeof Worker === "function";
  const drawer = offThread ? workerDrawer() : pageDrawer(canvas);
  if (offThread) {
    const offscreen = canvas.transferControlToOffscreen();
    drawer.post({ type: "start", canvas: offscreen, ...size() }, [offscreen]);
  } else {
    drawer.post({ type: "resize", ...size() });
  }
  canvas.dataset.drawnIn = offThread ? "worker" : "page";

  let onScreen = true;
  let running = false;
  canvas.dataset.running = "false";
  const update = () => {
    const shouldRun = onScreen && document.visibilityState === "visible";
    if (shouldRun === running) return;
    running = shouldRun;
    canvas.dataset.running = String(running);
    drawer.post({ type: "run", running });
  };
  const resizeObserver = new ResizeObserver(() => drawer.post({ type: "resize", ...size() }));
  resizeObserver.observe(canvas);
  const intersectionObserver = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  intersectionObserver.observe(canvas);
  document.addEventListener("visibilitychange", update);
  update();

  return () => {
    resizeObserver.disconnect();
    intersectionObserver.disconnect();
    document.removeEventListener("visibilitychange", update);
    drawer.terminate();
    canvas.dataset.running = "false";
  };
}
