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

/** Cards of what the service covers or why choose us: an icon, a title and a sentence each. */
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
    <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li
          key={item.title}
          data-testid={testId}
          className="rounded-2xl border border-line bg-panel p-6"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent/10 text-accent">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
