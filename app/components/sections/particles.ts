/**
 * The hero's particles: 120 points carried along the river line (identity/river.ts), the
 * current faster mid-stream and slower at its banks. Only the simulation and the drawing live
 * here, on any 2D context, so the same field runs in a worker on an OffscreenCanvas or, where
 * a browser cannot hand a canvas to a worker, on the page's own canvas.
 */
import { BANK, RIVER_BOX, riverCourses } from "../identity/river.ts";

export const PARTICLE_COUNT = 120;
/**
 * The field steps and draws 30 times a second on every display: a slow drift
 * looks no different at 60 or 120, and each frame drawn is a whole canvas for
 * the browser to composite (headless Chromium at full speed, a 412 px phone:
 * 132 ms of CPU a second at 60 frames, 88–106 at 30, 2–8 without the field).
 * Paced by time, the drift is as fast on a 120 Hz screen as on a 60 Hz one.
 */
export const FRAMES_PER_SECOND = 30;
/** Fastest drift mid-stream, in CSS pixels per frame drawn (36 px a second). */
const MAX_STEP = 1.2;
const RIVER = "124, 196, 201";

interface Particle {
  course: number;
  /** Distance travelled along the course, in CSS pixels. */
  along: number;
  /** Signed distance from the line, as a share of BANK. */
  offset: number;
  step: number;
  r: number;
}

/** A course scaled to the canvas: its points, the length up to each, and the normal there. */
interface ScaledCourse {
  x: Float32Array;
  y: Float32Array;
  nx: Float32Array;
  ny: Float32Array;
  lengths: Float32Array;
  total: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleField {
  /** The canvas's CSS size; a soft decoration needs no high-density pixels, so one canvas pixel per CSS pixel. */
  resize(width: number, height: number): void;
  /** Moves every particle one step and draws the frame. */
  drawFrame(): void;
}

export function scaleCourse(
  points: readonly (readonly [number, number])[],
  width: number,
  height: number,
) {
  const count = points.length;
  const course: ScaledCourse = {
    x: new Float32Array(count),
    y: new Float32Array(count),
    nx: new Float32Array(count),
    ny: new Float32Array(count),
    lengths: new Float32Array(count),
    total: 0,
  };
  points.forEach(([x, y], index) => {
    course.x[index] = (x * width) / RIVER_BOX.width;
    course.y[index] = (y * height) / RIVER_BOX.height;
  });
  for (let index = 0; index < count; index += 1) {
    const previous = Math.max(0, index - 1);
    const next = Math.min(count - 1, index + 1);
    const dx = (course.x[next] ?? 0) - (course.x[previous] ?? 0);
    const dy = (course.y[next] ?? 0) - (course.y[previous] ?? 0);
    const length = Math.hypot(dx, dy) || 1;
    course.nx[index] = -dy / length;
    course.ny[index] = dx / length;
    if (index > 0) {
      const segment = Math.hypot(
        (course.x[index] ?? 0) - (course.x[index - 1] ?? 0),
        (course.y[index] ?? 0) - (course.y[index - 1] ?? 0),
      );
      course.lengths[index] = (course.lengths[index - 1] ?? 0) + segment;
    }
  }
  course.total = course.lengths[count - 1] ?? 0;
  return course;
}

/** Where a particle is: interpolated along its course, moved off the line by its offset. */
export function positionOf(course: ScaledCourse, along: number, offset: number): [number, number] {
  const { lengths } = course;
  let low = 0;
  let high = lengths.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((lengths[middle] ?? 0) <= along) low = middle;
    else high = middle;
  }
  const span = (lengths[high] ?? 0) - (lengths[low] ?? 0) || 1;
  const t = (along - (lengths[low] ?? 0)) / span;
  const at = (values: Float32Array) =>
    (values[low] ?? 0) + ((values[high] ?? 0) - (values[low] ?? 0)) * t;
  return [
    at(course.x) + at(course.nx) * offset * BANK,
    at(course.y) + at(course.ny) * offset * BANK,
  ];
}

function newParticle(courses: readonly ScaledCourse[]): Particle {
  // Most of the water is in the main stream; a fifth takes the branch.
  const course = Math.random() < 0.8 ? 0 : 1;
  // Two uniform draws averaged: particles crowd the line and thin out towards the banks.
  const offset = Math.random() + Math.random() - 1;
  return {
    course,
    along: Math.random() * (courses[course]?.total ?? 0),
    offset,
    step: MAX_STEP * (0.35 + 0.65 * (1 - Math.abs(offset))) * (0.7 + Math.random() * 0.3),
    r: 0.8 + Math.random() * 1.5,
  };
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
  let courses: ScaledCourse[] = [];
  let particles: Particle[] = [];

  return {
    resize(newWidth, newHeight) {
      const previous = courses;
      width = newWidth;
      height = newHeight;
      canvas.width = Math.round(width);
      canvas.height = Math.round(height);
      courses = riverCourses.map((points) => scaleCourse(points, width, height));
      if (particles.length === 0) {
        particles = Array.from({ length: count }, () => newParticle(courses));
        return;
      }
      // Keep each particle where it was along its course, as a share of the course's length.
      for (const particle of particles) {
        const before = previous[particle.course]?.total || 1;
        particle.along = (particle.along / before) * (courses[particle.course]?.total ?? 0);
      }
    },
    drawFrame() {
      context.clearRect(0, 0, width, height);
      const layers = [new Path2D(), new Path2D()];
      for (const particle of particles) {
        const course = courses[particle.course];
        if (!course || course.total === 0) continue;
        particle.along = (particle.along + particle.step) % course.total;
        const [x, y] = positionOf(course, particle.along, particle.offset);
        // Faint near the banks, brighter mid-stream: two opacity layers, one fill each.
        const layer = layers[Math.abs(particle.offset) < 0.45 ? 0 : 1];
        layer?.moveTo(x + particle.r, y);
        layer?.arc(x, y, particle.r, 0, Math.PI * 2);
      }
      context.fillStyle = `rgba(${RIVER}, 0.75)`;
      if (layers[0]) context.fill(layers[0]);
      context.fillStyle = `rgba(${RIVER}, 0.35)`;
      if (layers[1]) context.fill(layers[1]);
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
