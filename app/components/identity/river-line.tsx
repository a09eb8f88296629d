import { BANK, branchPath, RIVER_BOX, riverPath } from "./river.ts";

/** The main stream, then its branch: thinner and fainter, on narrower water. */
const streams = [
  { d: riverPath, opacity: 1, width: 2, water: 2 * BANK },
  { d: branchPath, opacity: 0.55, width: 1.25, water: 1.2 * BANK },
] as const;

/**
 * The river line drawn across whatever holds it (absolutely positioned, stretched to its
 * box). Decoration: hidden from assistive technology. `drawn` lets the line draw itself in
 * as it scrolls into view where the browser can tie an animation to scrolling (app.css).
 * `water` draws the river's body under the line, as wide as the band the hero's particles
 * float in: one broad shape where the line leads the page.
 */
export function RiverLine({
  className = "",
  drawn = false,
  water = false,
  colour = "var(--color-river)",
}: {
  className?: string;
  drawn?: boolean;
  water?: boolean;
  /** River on the ink ground; paper on the deep-brick field, where river would turn grey. */
  colour?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${RIVER_BOX.width} ${RIVER_BOX.height}`}
      preserveAspectRatio="none"
      className={`pointer-events-none ${className}`.trim()}
    >
      {water &&
        streams.map((stream) => (
          <path
            key={`water-${stream.d}`}
            d={stream.d}
            fill="none"
            stroke={colour}
            strokeOpacity={0.1}
            strokeWidth={stream.water}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      {streams.map((stream) => (
        <path
          key={stream.d}
          d={stream.d}
          pathLength={1}
          fill="none"
          stroke={colour}
          strokeOpacity={stream.opacity}
          strokeWidth={stream.width}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
          className={drawn ? "river-draw" : undefined}
        />
      ))}
    </svg>
  );
}
