/**
 * The hero's particle field: 120 drifting points joined by faint lines when
 * close. Only the simulation and the drawing live here, on any 2D context, so
 * the same field runs in a worker on an OffscreenCanvas or, where a browser
 * cannot hand a canvas to a worker, on the page's own canvas.
 */

export const PARTICLE_COUNT = 120;
/**
 * The field steps and draws 30 times a second on every display: a slow drift
 * looks no different at 60 or 120, and each frame drawn is a whole canvas for
 * the browser to composite (headless Chromium at full speed, a 412 px phone:
 * 132 ms of CPU a second at 60 frames, 88–106 at 30, 2–8 without the field).
 * Paced by time, the drift is as fast on a 120 Hz screen as on a 60 Hz one.
 */
export const FRAMES_PER_SECOND = 30;
/** Fastest drift, in CSS pixels per frame drawn (12 px a second). */
const MAX_STEP = 0.4;
const LINK_DISTANCE = 90;
const LINK_DISTANCE_SQUARED = LINK_DISTANCE * LINK_DISTANCE;
/** Opacity steps of the connecting lines. */
const LINK_LEVELS = 4;
const COLOR = "94, 234, 212";

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleField {
  /** The canvas's CSS size; a soft decoration needs no high-density pixels, so one canvas pixel per CSS pixel. */
  resize(width: number, height: number): void;
  /** Moves every particle one step and draws the frame. */
  drawFrame(): void;
}

export function particleField(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  count = PARTICLE_COUNT,
): ParticleField | undefined {
  // Each canvas type asked on its own, as TypeScript cannot pick the "2d"
  // overload on a union of both; told apart without naming HTMLCanvasElement,
  // which a worker does not have.
  const context: Context2D | null =
    "transferControlToOffscreen" in canvas ? canvas.getContext("2d") : canvas.getContext("2d");
  if (!context) return undefined;
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];

  return {
    resize(newWidth, newHeight) {
      width = newWidth;
      height = newHeight;
      canvas.width = Math.round(width);
      canvas.height = Math.round(height);
      if (particles.length > 0) return;
      particles = Array.from({ length: count }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 2 * MAX_STEP,
        vy: (Math.random() - 0.5) * 2 * MAX_STEP,
        r: 0.8 + Math.random() * 1.6,
      }));
    },
    drawFrame() {
      context.clearRect(0, 0, width, height);
      for (const particle of particles) {
        particle.x += particle.vx;
        particle.y += particle.vy;
        if (particle.x < 0 || particle.x > width) particle.vx *= -1;
        if (particle.y < 0 || particle.y > height) particle.vy *= -1;
      }
      // Lines are grouped into a few opacity levels and each level is stroked
      // once: a handful of draw calls per frame instead of one per line.
      const levels: Path2D[] = Array.from({ length: LINK_LEVELS }, () => new Path2D());
      for (let i = 0; i < particles.length; i += 1) {
        const a = particles[i];
        if (!a) continue;
        for (let j = i + 1; j < particles.length; j += 1) {
          const b = particles[j];
          if (!b) continue;
          const dx = a.x - b.x;
          const dy = a.y - b.y;
          const squared = dx * dx + dy * dy;
          if (squared >= LINK_DISTANCE_SQUARED) continue;
          const closeness = 1 - Math.sqrt(squared) / LINK_DISTANCE;
          const level = levels[Math.min(LINK_LEVELS - 1, Math.floor(closeness * LINK_LEVELS))];
          level?.moveTo(a.x, a.y);
          level?.lineTo(b.x, b.y);
        }
      }
      context.lineWidth = 1;
      levels.forEach((path, level) => {
        context.strokeStyle = `rgba(${COLOR}, ${(0.14 * (level + 1)) / LINK_LEVELS})`;
        context.stroke(path);
      });
      const dots = new Path2D();
      for (const particle of particles) {
        dots.moveTo(particle.x + particle.r, particle.y);
        dots.arc(particle.x, particle.y, particle.r, 0, Math.PI * 2);
      }
      context.fillStyle = `rgba(${COLOR}, 0.55)`;
      context.fill(dots);
    },
  };
}

/** What the page tells whoever draws the field. */
export type ParticleMessage =
  | { type: "start"; canvas: OffscreenCanvas; width: number; height: number }
  | { type: "resize"; width: number; height: number }
  | { type: "run"; running: boolean };

/** What the worker tells the page: it cannot draw (no 2D context, a frame that threw). */
export interface ParticleReport {
  type: "failed";
}

/**
 * Whether the animation frame at `time` (ms) should draw, for `perSecond` frames a
 * second: a display's frames come at its own rate (50, 60, 120 Hz…), so a frame
 * draws once its period has nearly passed since the last one drawn (a frame's
 * timestamp jitters by a fraction of a millisecond either way).
 */
export function framePacer(perSecond: number): (time: number) => boolean {
  const period = 1000 / perSecond;
  let last: number | undefined;
  return (time) => {
    if (last !== undefined && time - last < period - 2) return false;
    last = time;
    return true;
  };
}

/**
 * Draws a field FRAMES_PER_SECOND times a second while it should run; follows the
 * page's messages. The same loop serves the worker and the main-thread fallback.
 * `failed` is called, once, when the canvas gives no 2D context or a frame throws,
 * and the loop stops: a decoration is not worth an error on every frame.
 */
export function particleLoop(canvas: HTMLCanvasElement | OffscreenCanvas, failed: () => void) {
  const field = particleField(canvas);
  if (!field) failed();
  // Workers of older engines that draw on an OffscreenCanvas may lack animation frames.
  const frames =
    typeof requestAnimationFrame === "function"
      ? {
          next: (callback: (time: number) => void) => requestAnimationFrame(callback),
          cancel: (id: number) => cancelAnimationFrame(id),
        }
      : {
          next: (callback: (time: number) => void) =>
            self.setTimeout(() => callback(performance.now()), 1000 / FRAMES_PER_SECOND),
          cancel: (id: number) => self.clearTimeout(id),
        };
  const due = framePacer(FRAMES_PER_SECOND);
  let frame: ReturnType<typeof frames.next> | undefined;
  let broken = !field;
  const tick = (time: number) => {
    try {
      if (due(time)) field?.drawFrame();
    } catch {
      broken = true;
      frame = undefined;
      failed();
      return;
    }
    frame = frames.next(tick);
  };
  return {
    resize: (width: number, height: number) => field?.resize(width, height),
    run(running: boolean) {
      if (running && frame === undefined && !broken) frame = frames.next(tick);
      if (!running && frame !== undefined) {
        frames.cancel(frame);
        frame = undefined;
      }
    },
  };
}
