/**
 * Marks the open accordion item: an animated zigzag from 768 px up, a plain
 * line on narrower screens (the switch is a CSS media query), still when the
 * visitor prefers reduced motion.
 */
export function ActiveMarker() {
  return (
    <span aria-hidden="true" className="flex h-3 w-16 items-center">
      <svg
        data-marker="zigzag"
        aria-hidden="true"
        viewBox="0 0 64 12"
        width="64"
        height="12"
        className="hidden overflow-hidden text-accent md:block"
        focusable="false"
      >
        <path
          className="zigzag-marker__path"
          d="M0 6 L4 2 L12 10 L20 2 L28 10 L36 2 L44 10 L52 2 L60 10 L68 2 L76 10 L84 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span data-marker="line" className="block h-0.5 w-12 rounded-full bg-accent md:hidden" />
    </span>
  );
}
