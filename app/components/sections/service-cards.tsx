import type { Service } from "#content/services.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import type { InLanguage } from "../../i18n/in-language.ts";
import { MoreLink } from "../ui/actions.tsx";
import { Disclosure, disclosureGroup } from "../ui/disclosure.tsx";
import { Icon } from "../ui/icon.tsx";
import { Section } from "../ui/section.tsx";

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
      <div {...disclosureGroup} className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-6">
        {services.map((service, index) => (
          <div
            key={service.id}
            data-testid="service-card"
            className={`flex flex-col rounded-2xl border border-line bg-panel transition-colors hover:border-muted has-[details[open]]:border-accent has-[details[open]]:bg-panel-strong lg:col-span-2 ${
              index === 3 ? "lg:col-start-2" : ""
            }`}
          >
            <Disclosure
              name="service-cards"
              // Named by its title: the card's summary is read after it, as a description.
              labelledBy={`service-${service.id}-title`}
              describedBy={`service-${service.id}-summary`}
              // Cards in a row share its height; the summary fills the card so all of it answers a click.
              className="flex flex-1 flex-col"
              summaryClassName="flex flex-1 rounded-2xl p-6"
              headingClassName="m-0 flex w-full items-start gap-4 text-left"
              panelClassName="px-6 pb-6"
              trigger={
                <>
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
                    <Icon name={service.icon} />
                  </span>
                  <span className="flex-1">
                    <span
                      id={`service-${service.id}-title`}
                      className="block text-xl font-semibold"
                    >
                      {service.title}
                    </span>
                    <span
                      id={`service-${service.id}-summary`}
                      className="mt-2 block text-sm leading-relaxed font-normal text-muted"
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
