import type { ReactNode } from "react";

/**
 * A heading that shows or hides the panel below it: the browser's own
 * `<details>`/`<summary>`, so it opens from the first paint, before any
 * script has run and with scripts switched off, and keeps its state through
 * hydration (React never owns `open`). Disclosures that share a `name` form an
 * exclusive accordion: opening one closes the others. The heading sits inside
 * the summary (HTML allows heading content there), so the page's outline and
 * heading navigation keep it. A closed panel stays in the HTML, so its text is
 * there for crawlers. Style by state with `group-open:` / `open:` variants.
 *
 * Once the app runs, app/components/ui/disclosure-keys.ts adds the WAI-ARIA
 * accordion's keys (arrows, Home, End between the summaries of an element
 * marked with `disclosureGroup`) and keeps a "keepOpen" disclosure open when its
 * summary is clicked again.
 */
export function Disclosure({
  name,
  defaultOpen = false,
  keepOpen = false,
  trigger,
  children,
  level = 3,
  className,
  summaryClassName,
  headingClassName,
  panelClassName,
  labelledBy,
  describedBy,
}: {
  /** Disclosures with the same name: at most one open at a time. */
  name?: string;
  defaultOpen?: boolean;
  /** Clicking the summary of the open disclosure leaves it open (an accordion with one always open). */
  keepOpen?: boolean;
  trigger: ReactNode;
  /** Ids of the parts of `trigger` that name it, when not all of it should (a card's title, not its summary). */
  labelledBy?: string;
  /** Ids of the parts of `trigger` read after its name. */
  describedBy?: string;
  children: ReactNode;
  level?: 2 | 3;
  className?: string;
  summaryClassName?: string;
  headingClassName?: string;
  panelClassName?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <details
      name={name}
      open={defaultOpen || undefined}
      data-keep-open={keepOpen || undefined}
      className={`group ${className ?? ""}`}
    >
      <summary
        data-disclosure-summary=""
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName ?? ""}`}
      >
        <Heading className={headingClassName}>{trigger}</Heading>
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}

/**
 * The plus beside a disclosure's heading that turns into a cross while it is open: one
 * element drawn by the stylesheet (`plus-mark` in app.css), not a picture per item.
 */
export function OpenMark({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`plus-mark transition-transform group-open:rotate-45 motion-reduce:transition-none ${className}`}
    />
  );
}

/** Spread on the element around an accordion's disclosures to link their summaries for the arrow keys. */
export const disclosureGroup = { "data-disclosure-group": "" };
