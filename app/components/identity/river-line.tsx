import { branchPath, RIVER_BOX, riverPath } from "./river.ts";

/**
 * The river line drawn across whatever holds it (absolutely positioned, stretched to its
 * box). Decoration: hidden from assistive technology. `drawn` lets the line draw itself in
 * as it scrolls into view where the browser can tie an animation to scrolling (app.css).
 */
export function RiverLine({
  className = "",
  drawn = false,
}: {
  className?: string;
  drawn?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${RIVER_BOX.width} ${RIVER_BOX.height}`}
      preserveAspectRatio="none"
      className={`pointer-events-none ${className}`.trim()}
    >
      <path
        d={riverPath}
        pathLength={1}
        fill="none"
        stroke="var(--color-river)"
        strokeWidth="2"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
        className={drawn ? "river-draw" : undefined}
      />
      <path
        d={branchPath}
        pathLength={1}
        fill="none"
        stroke="var(--color-river)"
        strokeOpacity="0.55"
        strokeWidth="1.25"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
        className={drawn ? "river-draw" : undefined}
      />
    </svg>
  );
}
