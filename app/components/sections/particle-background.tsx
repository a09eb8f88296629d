import { useEffect, useRef, useState } from "react";
import { afterLoadWhenIdle } from "../../hooks/when-idle.ts";

const REDUCE_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The hero's decorative particle canvas. It is added only after hydration and
 * only when the visitor has not asked for less motion; the drawing starts once
 * the page has loaded, gone idle and is visible, and runs in a worker where
 * the device and the browser allow (particle-runner.ts). Absolutely positioned, so it never
 * shifts the layout.
 */
export function ParticleBackground() {
  const [enabled, setEnabled] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const query = window.matchMedia(REDUCE_MOTION);
    const sync = () => setEnabled(!query.matches);
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Decoration never competes with loading and hydrating the content.
    const cancelWait = afterLoadWhenIdle(
      () =>
        void import("./particle-runner.ts").then(
          ({ runParticles }) => {
            const canvas = canvasRef.current;
            if (cancelled || !canvas) return;
            stop = runParticles(canvas);
          },
          // Code that did not arrive leaves the hero as it is, without its decoration.
          () => undefined,
        ),
    );
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <canvas ref={canvasRef} data-testid="particles" className="block size-full" />
    </div>
  );
}
