/** The agency's wordmark: a river-wave mark and the name. Decorative; the link around it is named. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="9" fill="#5eead4" />
        <path
          d="M6 19c3.2 0 3.2-3 6.4-3s3.2 3 6.4 3 3.2-3 6.4-3M6 13c3.2 0 3.2-3 6.4-3s3.2 3 6.4 3 3.2-3 6.4-3"
          fill="none"
          stroke="#04201c"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span>
        {/* The space outside the coloured word: checks that trim each element's text read "OdraCreative" otherwise. */}
        Odra <span className="text-accent">Creative</span>
      </span>
    </span>
  );
}
