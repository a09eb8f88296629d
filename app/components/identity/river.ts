/**
 * The river line: the identity's one device, a stylised bend of the Odra where it splits
 * around Międzyodrze and meets again. One drawing serves the SVG every visitor sees and the
 * hero's particles, which flow along it, so both always share the same course.
 *
 * Coordinates are in a 1000 × 600 box stretched over whatever the line crosses
 * (`preserveAspectRatio="none"`, the canvas scales the same way).
 */
export const RIVER_BOX = { width: 1000, height: 600 } as const;

/**
 * Half the river's width, in CSS pixels: the water drawn under the hero's line
 * spans this far either side, and its particles float within it.
 */
export const BANK = 22;

type Point = readonly [number, number];
/** A start point, then cubic segments: two control points and an end point each. */
interface Course {
  start: Point;
  segments: readonly (readonly [Point, Point, Point])[];
}

/** The main stream, from the left edge across to the top right. */
const mainStream: Course = {
  start: [-20, 500],
  segments: [
    [
      [120, 450],
      [230, 560],
      [390, 500],
    ],
    [
      [540, 445],
      [560, 330],
      [700, 350],
    ],
    [
      [840, 370],
      [900, 250],
      [1020, 190],
    ],
  ],
};

/** The eastern branch (the Regalica's side): leaves the stream and joins it again. */
const branch: Course = {
  start: [390, 500],
  segments: [
    [
      [520, 560],
      [660, 500],
      [720, 430],
    ],
    [
      [770, 370],
      [840, 330],
      [880, 290],
    ],
  ],
};

const pathOf = ({ start, segments }: Course) =>
  `M${start.join(" ")}${segments.map((segment) => `C${segment.map((p) => p.join(" ")).join(" ")}`).join("")}`;

export const riverPath = pathOf(mainStream);
export const branchPath = pathOf(branch);

function cubic(a: number, b: number, c: number, d: number, t: number): number {
  const u = 1 - t;
  return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
}

/** Points along a course, `perSegment` to each cubic, in the 1000 × 600 box. */
function sample(course: Course, perSegment: number): Point[] {
  const points: Point[] = [course.start];
  let from = course.start;
  for (const [c1, c2, to] of course.segments) {
    for (let step = 1; step <= perSegment; step += 1) {
      const t = step / perSegment;
      points.push([cubic(from[0], c1[0], c2[0], to[0], t), cubic(from[1], c1[1], c2[1], to[1], t)]);
    }
    from = to;
  }
  return points;
}

/** The main stream and its branch as polylines, for whatever flows along them. */
export const riverCourses: readonly (readonly Point[])[] = [
  sample(mainStream, 60),
  sample(branch, 60),
];
