/**
 * The agency's wordmark: "odra" set heavy with the river bend under it, "creative" light beside
 * it — the name and the device in one. Decorative; the link around it is named.
 */
export function Logo() {
  return (
    <span className="flex items-baseline gap-1.5 text-xl leading-none tracking-[-0.03em]">
      <span className="relative font-extrabold">
        Odra
        <svg
          aria-hidden="true"
          viewBox="0 0 60 8"
          preserveAspectRatio="none"
          className="absolute inset-x-0 -bottom-2 h-2 w-full"
        >
          <path
            d="M1 5c8 0 10-3.5 18-3.5S30 6 38 6s12-4 21-4.5"
            fill="none"
            stroke="var(--color-river)"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </span>
      {/* The space outside the second word: checks that trim each element's text read "OdraCreative" otherwise. */}{" "}
      <span className="font-light text-muted">Creative</span>
    </span>
  );
}
