import { useEffect, useRef, useState } from "react";

const REDUCE_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The hero's decorative particle canvas. It is added only after hydration and
 * only when the visitor has not asked for less motion; the drawing code loads
 * on demand. Absolutely positioned, so it never shifts the layout.
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
    // Decoration waits until the page has settled, so it never competes with
    // loading and hydrating the content.
    const start = () =>
      void import("./particles.ts").then(({ startParticles }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        stop = startParticles(canvas);
      });
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 1000);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
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
