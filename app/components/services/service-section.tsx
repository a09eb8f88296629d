import type { ReactNode } from "react";
import type { IconName } from "#content/icons.ts";
import { Icon } from "../ui/icon.tsx";
import { SectionHeading } from "../ui/section.tsx";

/** A section of a service page: its h2 (and an introduction) on the left, then its content. */
export function ServiceSection({
  titleId,
  heading,
  intro,
  children,
}: {
  titleId: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="wrap py-12">
      <SectionHeading id={titleId} heading={heading} intro={intro} />
      {children}
    </section>
  );
}

/**
 * What the service covers or why choose us: entries on a rule, not cards, each a title led
 * by its small river mark and a sentence.
 */
export function FeatureGrid({
  items,
  testId,
  columns,
}: {
  items: readonly { icon: IconName; title: string; description: string }[];
  testId: string;
  columns: "lg:grid-cols-3" | "lg:grid-cols-4";
}) {
  return (
    <ul className={`mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} data-testid={testId} className="border-t border-line pt-5">
          <h3 className="flex items-center gap-3 text-lg font-semibold">
            <Icon name={item.icon} className="size-5 shrink-0 text-river" />
            {item.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
