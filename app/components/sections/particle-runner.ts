/**
 * Runs the hero's particle field for one canvas: in a worker on an
 * OffscreenCanvas where the device has a core to spare and the browser can hand
 * the canvas over and draws there safely, so no frame costs the main thread
 * anything; otherwise on the page itself. Either way it draws only while the canvas is on screen and the tab
 * is visible, and a failure takes the decoration away, never the page.
 */
import { type ParticleMessage, type ParticleReport, particleLoop } from "./particles.ts";

interface Drawer {
  post(message: ParticleMessage, transfer?: Transferable[]): void;
  terminate(): void;
}

/**
 * WebKit (Safari, every browser on iOS, GNOME Web) reports this vendor, Chromium
 * "Google Inc." and Gecko none. WebKit's page process crashed, taking the page with
 * it, while a worker drew on an OffscreenCanvas, and never while the page drew
 * (docs/decisions/0015-three-engines.md); no feature check can tell, so the engine
 * is named.
 */
const isWebKit = () => navigator.vendor === "Apple Computer, Inc.";

/**
 * A worker is worth its thread only where a core is left for it. Starting one, the
 * page's main thread waits until the new thread has started: under 4 ms on an idle
 * 2-core host, 23-281 ms on the same host capped at 0.8 core while the page loaded
 * (Chromium traces, decision 0010). With two cores or fewer the worker would draw
 * on the cores the page uses anyway, so the page draws the field itself.
 */
const hasCoreToSpare = () => (navigator.hardwareConcurrency || Number.POSITIVE_INFINITY) > 2;

function drawsInWorker(canvas: HTMLCanvasElement): boolean {
  return (
    hasCoreToSpare() &&
    "transferControlToOffscreen" in canvas &&
    typeof Worker === "function" &&
    typeof OffscreenCanvas === "function" &&
    !isWebKit()
  );
}

/** Undefined where the browser refuses the worker (its policy, an old engine): the page draws then. */
function workerDrawer(fail: () => void): Drawer | undefined {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./particles.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return undefined;
  }
  // A worker that cannot load or run its module (an engine without module workers) and
  // one that cannot draw on the canvas it was given both end the decoration.
  worker.addEventListener("error", fail);
  worker.addEventListener("message", (event: MessageEvent<ParticleReport>) => {
    if (event.data.type === "failed") fail();
  });
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    terminate: () => worker.terminate(),
  };
}

function pageDrawer(canvas: HTMLCanvasElement, fail: () => void): Drawer {
  const loop = particleLoop(canvas, fail);
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
  const listening = new AbortController();
  const observers: { disconnect(): void }[] = [];
  let drawer: Drawer | undefined;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    listening.abort();
    for (const observer of observers) observer.disconnect();
    drawer?.terminate();
    canvas.dataset.running = "false";
  };
  // What the worker drew on is lost with it, and a canvas handed over cannot be drawn on here.
  const fail = () => {
    stop();
    canvas.hidden = true;
    canvas.dataset.drawnIn = "none";
  };

  const worker = drawsInWorker(canvas) ? workerDrawer(fail) : undefined;
  canvas.dataset.drawnIn = worker ? "worker" : "page";
  if (worker) {
    drawer = worker;
    const offscreen = canvas.transferControlToOffscreen();
    worker.post({ type: "start", canvas: offscreen, ...size() }, [offscreen]);
  } else {
    drawer = pageDrawer(canvas, fail);
    drawer.post({ type: "resize", ...size() });
  }
  if (stopped) return stop;

  let onScreen = true;
  let running = false;
  canvas.dataset.running = "false";
  const update = () => {
    const shouldRun = onScreen && document.visibilityState === "visible";
    if (stopped || shouldRun === running) return;
    running = shouldRun;
    canvas.dataset.running = String(running);
    drawer?.post({ type: "run", running });
  };
  const resizeObserver = new ResizeObserver(() => drawer?.post({ type: "resize", ...size() }));
  const intersectionObserver = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  resizeObserver.observe(canvas);
  intersectionObserver.observe(canvas);
  observers.push(resizeObserver, intersectionObserver);
  document.addEventListener("visibilitychange", update, { signal: listening.signal });
  update();
  return stop;
}
