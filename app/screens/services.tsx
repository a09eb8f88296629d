import { services } from "#content/services.ts";
import type { Lang } from "#shared/lang.ts";
import { ActiveMarker } from "../components/sections/active-marker.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { MoreLink } from "../components/ui/actions.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { Disclosure, disclosureGroup } from "../components/ui/disclosure.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { inLanguage } from "../i18n/in-language.ts";

/** The services' copy in the page's language. */
export function servicesIn(lang: Lang) {
  return inLanguage(services, lang);
}

/**
 * The five services as an accordion: one open at a time (the first by default;
 * clicking the open heading keeps it open), its image beside it. The browser's
 * own exclusive disclosures do all of it, so it works from the first paint:
 * each panel carries its service's image, placed in the right-hand column
 * from the large breakpoint up, and only the open panel's is shown.
 */
export function Services({ services }: { services: ReturnType<typeof servicesIn> }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <>
      <PageHeader heading={t.pages.services.heading} intro={t.pages.services.intro} />
      <div className="wrap">
        <div className="relative lg:w-[calc(50%-1.25rem)]">
          <div {...disclosureGroup} className="divide-y divide-line border-y border-line">
            {services.map((service, index) => (
              <div key={service.id} data-testid="services-item" className="lg:static">
                <Disclosure
                  name="services"
                  defaultOpen={index === 0}
                  keepOpen
                  level={2}
                  summaryClassName="block py-6"
                  headingClassName="flex w-full items-center gap-4 text-left"
                  panelClassName="pb-8 pl-12"
                  trigger={
                    <>
                      <span className="w-8 text-sm font-semibold text-muted tabular-nums group-open:text-river">
                        {String(index + 1).padStart(2, "0")}
                      </span>
                      <span className="flex-1 text-2xl font-semibold tracking-tight transition-colors group-hover:text-accent sm:text-3xl">
                        {service.title}
                      </span>
                      <span className="hidden group-open:block">
                        <ActiveMarker />
                      </span>
                      <span className="text-muted group-open:hidden">
                        <Icon name={service.icon} />
                      </span>
                    </>
                  }
                >
                  <p className="text-lg text-fg">{service.description}</p>
                  <p className="mt-3 leading-relaxed text-muted">{service.details}</p>
                  <div className="mt-6">
                    <MoreLink
                      to={href(service.page)}
                      label={t.readMore}
                      subject={service.title}
                      look="button"
                    />
                  </div>
                  {/* Beside the list from lg up: the column right of it, as tall as the list. */}
                  <div className="mt-8 lg:absolute lg:inset-y-0 lg:left-[calc(100%+2.5rem)] lg:mt-0 lg:w-full">
                    <figure
                      data-testid="services-image"
                      className="overflow-hidden rounded-3xl border border-line bg-panel lg:sticky lg:top-28"
                    >
                      <ContentImage
                        image={service.image}
                        eager={index === 0}
                        className="aspect-4/3 w-full object-cover group-open:motion-safe:animate-[lang-switch_300ms_ease-out]"
                      />
                    </figure>
                  </div>
                </Disclosure>
              </div>
            ))}
          </div>
        </div>
      </div>
      <ConsultationCta />
    </>
  );
}
