import { describe, expect, it } from "vitest";
import { BANK, riverCourses } from "../identity/river.ts";
import { FRAMES_PER_SECOND, framePacer, positionOf, scaleCourse } from "./particles.ts";

/** How many of one second's animation frames at `hertz` draw, each timestamp moved by `jitter(frame)` ms. */
function framesDrawn(hertz: number, jitter: (frame: number) => number = () => 0): number {
  const due = framePacer(FRAMES_PER_SECOND);
  let drawn = 0;
  for (let frame = 0; frame < hertz; frame += 1) {
    if (due((frame * 1000) / hertz + jitter(frame))) drawn += 1;
  }
  return drawn;
}

describe("the particle field's pace", () => {
  it("draws 30 frames a second on a 60 Hz and on a 120 Hz display", () => {
    expect(framesDrawn(60)).toBe(30);
    expect(framesDrawn(120)).toBe(30);
  });

  it("keeps that pace when the display's frames come a little early or late", () => {
    expect(framesDrawn(60, (frame) => (frame % 2 === 0 ? 0.6 : -0.6))).toBe(30);
    expect(framesDrawn(120, (frame) => (frame % 3 === 0 ? -0.4 : 0.3))).toBe(30);
  });

  it("draws every frame of a display no faster than its pace, and never more than it", () => {
    expect(framesDrawn(30)).toBe(30);
    expect(framesDrawn(24)).toBe(24);
    expect(framesDrawn(50)).toBe(25);
    expect(framesDrawn(144)).toBeLessThanOrEqual(30);
    expect(framesDrawn(144)).toBeGreaterThanOrEqual(28);
  });
});

describe("the particles' river", () => {
  const scaled = (index: number) => {
    const points = riverCourses[index];
    if (!points) throw new Error(`no course ${index}`);
    return scaleCourse(points, 1440, 640);
  };
  const main = scaled(0);
  const branch = scaled(1);

  it("runs the main stream across the whole width, from beyond the left edge to beyond the right", () => {
    const [startX] = positionOf(main, 0, 0);
    const [endX] = positionOf(main, main.total, 0);
    expect(startX).toBeLessThan(0);
    expect(endX).toBeGreaterThan(1440);
  });

  it("keeps a particle within its bank of the line, wherever it is along the course", () => {
    for (const along of [0, main.total * 0.25, main.total * 0.5, main.total * 0.9]) {
      const [x, y] = positionOf(main, along, 0);
      const [bankX, bankY] = positionOf(main, along, 1);
      expect(Math.hypot(bankX - x, bankY - y)).toBeCloseTo(BANK, 0);
    }
  });

  it("takes the branch out of the main stream and back into it", () => {
    const onMain = (x: number, y: number) =>
      Math.min(
        ...Array.from({ length: 400 }, (_, step) => {
          const [mx, my] = positionOf(main, (main.total * step) / 399, 0);
          return Math.hypot(mx - x, my - y);
        }),
      );
    const [leaveX, leaveY] = positionOf(branch, 0, 0);
    const [joinX, joinY] = positionOf(branch, branch.total, 0);
    const [midX, midY] = positionOf(branch, branch.total / 2, 0);
    expect(onMain(leaveX, leaveY)).toBeLessThan(2);
    expect(onMain(joinX, joinY)).toBeLessThan(30);
    expect(onMain(midX, midY)).toBeGreaterThan(40);
  });
});
