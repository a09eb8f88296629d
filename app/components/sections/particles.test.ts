import { describe, expect, it } from "vitest";
import { FRAMES_PER_SECOND, framePacer } from "./particles.ts";

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
