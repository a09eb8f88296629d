/** The icons of controls (close, menu, back to top, a select's chevron): decorative, the control carries the name. */
function ControlIcon({
  path,
  size,
  strokeWidth,
  roundJoins = false,
}: {
  path: string;
  size: number;
  strokeWidth: string;
  roundJoins?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? "round" : undefined}
    >
      <path d={path} />
    </svg>
  );
}

/** The "×" of close buttons. */
export function CloseIcon({ size = 18 }: { size?: number }) {
  return <ControlIcon path="M6 6l12 12M18 6L6 18" size={size} strokeWidth="2" />;
}

/** The three lines of the menu button. */
export function MenuIcon() {
  return <ControlIcon path="M4 7h16M4 12h16M4 17h16" size={22} strokeWidth="2" />;
}

/** The arrow of the back-to-top button. */
export function ArrowUpIcon() {
  return <ControlIcon path="M12 19V5M5 12l7-7 7 7" size={20} strokeWidth="2.5" roundJoins />;
}

/**
 * The chevron of a select, drawn beside it in the page: as a background picture an SVG
 * is a document of its own, which Chromium builds on the main thread as the page loads
 * (2–11 ms at full speed for this one).
 */
export function ChevronDownIcon({ size = 16 }: { size?: number }) {
  return <ControlIcon path="m6 9 6 6 6-6" size={size} strokeWidth="2" roundJoins />;
}
