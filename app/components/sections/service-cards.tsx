import type { CSSProperties } from "react";
import type { Service } from "#content/services.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import type { InLanguage } from "../../i18n/in-language.ts";
import { MoreLink } from "../ui/actions.tsx";
import { Disclosure, disclosureGroup } from "../ui/disclosure.tsx";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/section.tsx";

/**
 * Where a card sits: each row of cards takes two grid rows, the closed cards' (as tall as
 * the row's tallest summary, so a row's closed cards are level) and below it the open
 * card's panel. An open card spans both (its summary and panel on the grid's rows,
 * through subgrids); its closed neighbours keep to the first and keep their height.
 */
function rowOf(index: number): CSSProperties {
  return {
    "--row": 2 * index + 1,
    "--row-md": 2 * Math.floor(index / 2) + 1,
    "--row-lg": 2 * Math.floor(index / 3) + 1,
  } as CSSProperties;
}

/**
 * Home section 2: the five services as cards, three in the first row and two in
 * the second. Clicking a card expands its details; at most one is open, and
 * clicking the open card closes it again: the browser's exclusive disclosures,
 * working from the first paint.
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
      <div
        {...disclosureGroup}
        className="mt-8 grid max-w-6xl gap-x-4 gap-y-2 md:grid-cols-2 lg:grid-cols-6"
      >
        {services.map((service, index) => (
          <div
            key={service.id}
            data-testid="service-card"
            style={rowOf(index)}
            className={`row-start-(--row) row-end-[span_1] flex flex-col gap-y-0 rounded-2xl border border-line bg-panel transition-colors hover:border-muted has-[details[open]]:row-end-[span_2] has-[details[open]]:mb-2 has-[details[open]]:grid has-[details[open]]:grid-rows-subgrid has-[details[open]]:border-accent has-[details[open]]:bg-panel-strong md:row-start-(--row-md) lg:col-span-2 lg:row-start-(--row-lg) ${
              index === 3 ? "lg:col-start-2" : ""
            }`}
          >
            <Disclosure
              name="service-cards"
              // Named by its title: the card's summary is read after it, as a description.
              labelledBy={`service-${service.id}-title`}
              describedBy={`service-${service.id}-summary`}
              // The summary fills the closed card, so all of it answers a click; open, the
              // summary and the panel take the card's two rows.
              className="flex flex-1 flex-col open:row-end-[span_2] open:grid open:grid-rows-subgrid open:gap-y-0"
              summaryClassName="flex flex-1 rounded-2xl p-5"
              headingClassName="m-0 flex w-full items-start gap-4 text-left"
              panelClassName="px-5 pb-5"
              trigger={
                <>
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
                    <Icon name={service.icon} className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span
                      id={`service-${service.id}-title`}
                      className="block text-lg font-semibold"
                    >
                      {service.title}
                    </span>
                    <span
                      id={`service-${service.id}-summary`}
                      className="mt-1.5 line-clamp-2 text-sm leading-relaxed font-normal text-muted sm:line-clamp-none"
                    >
                      {service.description}
                    </span>
                  </span>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className="mt-1 size-5 shrink-0 text-accent transition-transform group-open:rotate-45"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <path d="M12 5v14M5 12h14" />
                  </svg>
                </>
              }
            >
              <p className="border-t border-line pt-4 text-sm leading-relaxed text-fg">
                {service.details}
              </p>
              {service.cardReadMore && (
                <MoreLink
                  to={href(service.page)}
                  label={t.readMore}
                  subject={service.title}
                  className="mt-4"
                />
              )}
            </Disclosure>
          </div>
        ))}
      </div>
    </Section>
  );
}
