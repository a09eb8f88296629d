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
  /** A way further, under the introduction: "see all …". */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`section-rule grid gap-4 pt-6 lg:grid-cols-12 lg:items-end lg:gap-10 ${className}`.trim()}
    >
      <h2 id={id} className="text-heading font-bold text-balance lg:col-span-7">
        {heading}
      </h2>
      {(intro || action) && (
        <div className="lg:col-span-5 lg:pb-1">
          {intro && <p className="max-w-xl text-lead text-muted text-pretty">{intro}</p>}
          {action && <div className="mt-5">{action}</div>}
        </div>
      )}
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
