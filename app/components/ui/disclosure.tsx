import { type KeyboardEvent, type ReactNode, useId } from "react";

const TRIGGER = "data-disclosure-trigger";
const GROUP = "data-disclosure-group";

/** Spread on the element around an accordion's disclosures to link their headings for the arrow keys. */
export const disclosureGroup = { [GROUP]: "" };

/**
 * A heading whose button shows or hides the panel below it (the WAI-ARIA
 * disclosure and accordion patterns). The caller owns the open state, so a
 * group can allow one open panel or many. A closed panel stays in the HTML,
 * hidden, so its text is there for crawlers and before any script runs.
 * `data-state` mirrors the state for styling (`group-data-[state=open]:…`).
 * Panels are not landmark regions: a FAQ of seventeen would flood the list.
 *
 * Inside an element marked with `disclosureGroup`, the arrow keys move focus
 * between the group's headings (wrapping), Home and End to the first and last,
 * as in the WAI-ARIA accordion pattern.
 *
 * The site's three accordions use this rather than an accordion library: this
 * is all they need, and it keeps ~10 KB of script and several nested providers
 * per item out of the pages' hydration.
 */
export function Disclosure({
  open,
  onToggle,
  trigger,
  children,
  level = 3,
  headingClassName = "m-0",
  triggerClassName,
  panelClassName,
  labelledBy,
  describedBy,
}: {
  open: boolean;
  onToggle: () => void;
  trigger: ReactNode;
  /** Ids of the parts of `trigger` that name it, when not all of it should (a card's title, not its summary). */
  labelledBy?: string;
  /** Ids of the parts of `trigger` read after its name. */
  describedBy?: string;
  children: ReactNode;
  level?: 2 | 3;
  headingClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
}) {
  const id = useId();
  const state = open ? "open" : "closed";
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className={headingClassName}>
        <button
          type="button"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          data-state={state}
          {...{ [TRIGGER]: "" }}
          onClick={onToggle}
          onKeyDown={moveBetweenHeadings}
          className={`group ${triggerClassName ?? ""}`}
        >
          {trigger}
        </button>
      </Heading>
      <div id={`${id}-panel`} data-state={state} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </>
  );
}

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveBetweenHeadings(event: KeyboardEvent<HTMLElement>) {
  const step = steps[event.key];
  const group = event.currentTarget.closest(`[${GROUP}]`);
  if (!step || !group) return;
  const triggers = Array.from(group.querySelectorAll<HTMLElement>(`[${TRIGGER}]`));
  const index = triggers.indexOf(event.currentTarget);
  if (index === -1) return;
  event.preventDefault();
  triggers[step(index, triggers.length)]?.focus();
}
