import type { ReactNode } from "react";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";

/** A section's centred h2 and the sentence under it. */
export function SectionHeading({
  id,
  heading,
  intro,
  className = "",
}: {
  id: string;
  heading: string;
  intro?: string;
  className?: string;
}) {
  return (
    <div className={`mx-auto max-w-2xl text-center ${className}`.trim()}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  );
}

/**
 * A page section introduced by its centred heading. With an `id` it is an
 * anchor that in-page links scroll to, clear of the fixed header.
 */
export function Section({
  id,
  titleId,
  heading,
  intro,
  width = "max-w-6xl",
  children,
}: {
  id?: string;
  /** The heading's id, which names the section. */
  titleId: string;
  heading: string;
  intro?: string;
  width?: "max-w-4xl" | "max-w-6xl";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`mx-auto ${width} ${id ? "scroll-mt-24 " : ""}px-4 py-20 sm:px-6 ${RENDER_WHEN_NEAR}`}
    >
      <SectionHeading id={titleId} heading={heading} intro={intro} />
      {children}
    </section>
  );
}
