import type { Service } from "#content/services.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import type { InLanguage } from "../../i18n/in-language.ts";
import { MoreLink } from "../ui/actions.tsx";
import { Disclosure, disclosureGroup, OpenMark } from "../ui/disclosure.tsx";
import { Section } from "../ui/section.tsx";

/**
 * The columns a row and its opened text share: on phones the number, the name and the control
 * (the summary and the details under all three); from lg up the page's twelve, the number on
 * the first, the name on the next four, the summary and the details on the next six, the
 * control on the last.
 */
const rowGrid = "grid grid-cols-[auto_1fr_auto] gap-x-4 lg:grid-cols-12 lg:gap-10";

/**
 * Home section 2: the five services as an index, one row each on a rule across the container:
 * its number, its name and its one-line summary. Clicking a row opens its details beneath,
 * within the row; at most one is open, and clicking the open row closes it again (the
 * browser's exclusive disclosures, working from the first paint). Only the opened row grows.
 */
export function ServiceCards({ services }: { services: readonly InLanguage<Service>[] }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <Section
      titleId="service-cards-title"
      heading={t.serviceCards.heading}
      intro={t.serviceCards.intro}
    >
      <ol {...disclosureGroup} className="mt-8 border-b border-line">
        {services.map((service, index) => (
          <li
            key={service.id}
            data-testid="service-card"
            className="border-t border-line transition-colors hover:border-river has-[details[open]]:border-river"
          >
            <Disclosure
              name="service-cards"
              // Named by its title: the row's summary is read after it, as a description.
              labelledBy={`service-${service.id}-title`}
              describedBy={`service-${service.id}-summary`}
              summaryClassName="block py-5 lg:py-4"
              headingClassName={`${rowGrid} m-0 items-baseline gap-y-2 text-left lg:items-start`}
              panelClassName={`${rowGrid} pb-8`}
              trigger={
                <>
                  {/* The list's order says it; the number is for the eye. */}
                  <span
                    aria-hidden="true"
                    className="text-subheading font-light text-river tabular-nums transition-transform duration-300 motion-safe:group-hover:translate-x-1.5"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span
                    id={`service-${service.id}-title`}
                    className="text-subheading font-bold text-balance lg:col-span-4"
                  >
                    {service.title}
                  </span>
                  {/* On phones under the number, the name and the control; from lg up between them. */}
                  <span
                    id={`service-${service.id}-summary`}
                    className="order-last col-span-3 leading-snug font-normal text-muted text-pretty lg:order-none lg:col-span-6"
                  >
                    {service.description}
                  </span>
                  {/* A line of the name tall, so the mark stands level with its first line. */}
                  <OpenMark className="h-[1lh] w-6 self-start justify-self-end text-subheading text-accent [--plus-arm:1rem]" />
                </>
              }
            >
              <div className="col-span-3 lg:col-span-6 lg:col-start-6">
                <p className="max-w-2xl leading-relaxed text-fg text-pretty">{service.details}</p>
                {service.cardReadMore && (
                  <MoreLink
                    to={href(service.page)}
                    label={t.readMore}
                    subject={service.title}
                    className="mt-5"
                  />
                )}
              </div>
            </Disclosure>
          </li>
        ))}
      </ol>
    </Section>
  );
}
