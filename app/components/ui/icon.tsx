import type { IconName } from "#content/icons.ts";

/** A path's outline, or a circle as [cx, cy, r]. */
type Shape = string | readonly [number, number, number];

/** Line icons on a 24 × 24 grid, drawn with the current text colour. */
const shapes: Record<IconName, readonly Shape[]> = {
  palette: [
    "M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.9 1.4-1.8-.4-1.2.3-2.2 1.6-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10Z",
    [7.5, 11, 1],
    [10, 7, 1],
    [15, 7.5, 1],
  ],
  code: ["m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16"],
  megaphone: ["M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1Zm4 5 1.5 5H11M18 9a4 4 0 0 1 0 6"],
  camera: [
    "M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z",
    [12, 13, 4],
  ],
  compass: [[12, 12, 9], "m15.5 8.5-2 5-5 2 2-5 5-2Z"],
  search: [[11, 11, 7], "m20 20-4-4"],
  share: [[18, 5, 3], [6, 12, 3], [18, 19, 3], "m8.6 10.5 6.8-4M8.6 13.5l6.8 4"],
  briefcase: [
    "M4 8h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Zm5 0V5h6v3M3 13h18",
  ],
  pen: ["M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4"],
  mail: ["M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm-1 1 9 6 9-6"],
  workflow: ["M4 4h6v6H4zM14 14h6v6h-6zM7 10v4a2 2 0 0 0 2 2h5M17 14v-4a2 2 0 0 0-2-2h-5"],
  chart: ["M4 4v16h16M8 16v-4M12 16V8M16 16v-6M20 16V6"],
  box: ["m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Zm0 9 8-4.5M12 12v9M12 12 4 7.5"],
  user: [[12, 8, 4], "M4 21a8 8 0 0 1 16 0"],
  calendar: ["M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2"],
  film: ["M3 5h18v14H3zM7 5v14M17 5v14M3 9h4M3 15h4M17 9h4M17 15h4"],
  aperture: [
    [12, 12, 9],
    "m14.3 3.3-5 8.7M20.6 9H10.6M18.4 18.3l-5-8.6M9.7 20.7l5-8.7M3.4 15h10M5.6 5.7l5 8.6",
  ],
  wand: ["m4 20 11-11M15 4v2M15 10v2M12 7h-2M20 7h-2M18 4l-1.5 1.5M18 10l-1.5-1.5"],
  smartphone: ["M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm4 17h2"],
  globe: [
    [12, 12, 9],
    "M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z",
  ],
  fingerprint: [
    "M6 18c1-2 1.5-4 1.5-6a4.5 4.5 0 0 1 9 0c0 2.5-.4 5-1.3 7M12 12c0 3-.7 6-2 8.5M4.5 14.5c.3-.8.5-1.6.5-2.5a7 7 0 0 1 11-5.7M19 10c.3.7.4 1.3.4 2 0 1.6-.2 3.2-.6 4.7",
  ],
  target: [
    [12, 12, 9],
    [12, 12, 5],
    [12, 12, 1],
  ],
  message: [
    "M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 5h8M8 13h5",
  ],
  grid: ["M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"],
  clipboard: [
    "M8 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-2M8 3h8v3H8zM9 13l2 2 4-4",
  ],
  rocket: [
    "M12 15 9 12c1.5-4.5 4.5-8 11-9-1 6.5-4.5 9.5-9 11Zm-3-3H5l2.5-3.5H11M12 15v4l3.5-2.5V13M5.5 16.5 3 21l4.5-2.5",
  ],
  shield: ["M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Zm-3 9 2 2 4-4"],
  clock: [[12, 12, 9], "M12 7v5l3 2"],
  handshake: [
    "m3 11 4-4 4 2 3-2 3 1 4 4M3 11l5 5 2-1 1.5 1.5L14 14l2 2 4-4M8 16l1.5 1.5M11 14l3 3",
  ],
  mapPin: ["M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z", [12, 9, 2.5]],
  sparkles: [
    "M11 3 9.5 8.5 4 10l5.5 1.5L11 17l1.5-5.5L18 10l-5.5-1.5L11 3ZM18 15l-.8 2.2L15 18l2.2.8L18 21l.8-2.2L21 18l-2.2-.8L18 15Z",
  ],
  layers: ["m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5"],
  monitor: ["M3 4h18v12H3zM8 21h8M12 16v5"],
  check: ["m5 12.5 4.5 4.5L19 7.5"],
  cart: ["M3 4h2l2.5 11h10L20 7H6.5", [9, 19, 1.5], [17, 19, 1.5]],
};

/** A decorative icon: the text next to it carries the meaning, so it is hidden from assistive tech. */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes[name].map((shape) =>
        typeof shape === "string" ? (
          <path key={shape} d={shape} />
        ) : (
          <circle key={shape.join()} cx={shape[0]} cy={shape[1]} r={shape[2]} />
        ),
      )}
    </svg>
  );
}
