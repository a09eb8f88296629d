import type { ReactNode } from "react";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";

/**
 * A section's h2 and the sentence that introduces it: the heading on the left edge, the
 * sentence beside it on wide screens, a rule above both — the beat every section starts on.
 */
export function SectionHeading({
  id,
  heading,
  intro,
  action,
  className = "",
}: {
  id: string;
  heading: string;
  intro?: string;
  /** A way further, "see all …": under the introduction on a phone, under the heading on a wide screen. */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`section-rule grid gap-4 pt-6 lg:grid-cols-12 lg:gap-x-10 lg:gap-y-5 ${className}`.trim()}
    >
      <h2 id={id} className="text-heading font-bold text-balance lg:col-span-7 lg:self-end">
        {heading}
      </h2>
      {/* Beside the heading on a wide screen, the introduction spanning both its rows. */}
      {intro && (
        <p
          className={`max-w-xl text-lead text-muted text-pretty lg:col-span-5 lg:self-end lg:pb-1 ${action ? "lg:row-span-2" : ""}`.trim()}
        >
          {intro}
        </p>
      )}
      {/* Under the heading on a wide screen, so it adds no height beside a longer introduction. */}
      {action && <div className="mt-1 lg:col-span-7 lg:row-start-2 lg:mt-0">{action}</div>}
    </div>
  );
}

/**
 * A page section introduced by its heading, in the page's one container. With an `id` it is
 * an anchor that in-page links scroll to, clear of the fixed header.
 */
export function Section({
  id,
  titleId,
  heading,
  intro,
  action,
  children,
}: {
  id?: string;
  /** The heading's id, which names the section. */
  titleId: string;
  heading: string;
  intro?: string;
  /** A way further, beside the heading: "see all …". */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`wrap ${id ? "scroll-mt-24 " : ""}py-10 sm:py-12 ${RENDER_WHEN_NEAR}`}
    >
      <SectionHeading id={titleId} heading={heading} intro={intro} action={action} />
      {children}
    </section>
  );
}
