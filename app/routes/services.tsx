import { useState } from "react";
import { services } from "#content/services.ts";
import { langFromPath } from "#shared/lang.ts";
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
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/services";

/** The services' copy travels to the browser in the page's language only. */
export function loader({ url }: Route.LoaderArgs) {
  return { services: inLanguage(services, langFromPath(url.pathname)) };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "services", pathname: location.pathname });

/** The five services as an accordion: one open at a time (the first by default), its image beside it. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const { t } = useLanguage();
  const href = usePageHref();
  const [openId, setOpenId] = useState(String(services[0]?.id ?? 1));
  const current = services.find((service) => String(service.id) === openId) ?? services[0];
  return (
    <>
      <PageHeader heading={t.pages.services.heading} intro={t.pages.services.intro} />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1fr]">
        <div {...disclosureGroup} className="divide-y divide-line border-y border-line">
          {services.map((service, index) => {
            const isOpen = String(service.id) === openId;
            return (
              <div key={service.id} data-testid="services-item">
                <Disclosure
                  level={2}
                  open={isOpen}
                  onToggle={() => setOpenId(String(service.id))}
                  triggerClassName="flex w-full items-center gap-4 py-6 text-left"
                  panelClassName="pb-8 pl-12"
                  trigger={
                    <>
                      <span className="w-8 font-mono text-sm text-muted group-data-[state=open]:text-accent">
                        {String(index + 1).padStart(2, "0")}
                      </span>
                      <span className="flex-1 text-2xl font-semibold tracking-tight transition-colors group-hover:text-accent sm:text-3xl">
                        {service.title}
                      </span>
                      <span className="hidden group-data-[state=open]:block">
                        <ActiveMarker />
                      </span>
                      <span className="text-muted group-data-[state=open]:hidden">
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
                      label={t.servicesPage.readMore}
                      subject={service.title}
                      look="button"
                    />
                  </div>
                </Disclosure>
              </div>
            );
          })}
        </div>
        {current && (
          <figure className="overflow-hidden rounded-3xl border border-line bg-panel lg:sticky lg:top-28">
            <ContentImage
              key={current.id}
              image={current.image}
              eager
              className="h-auto w-full motion-safe:animate-[lang-switch_300ms_ease-out]"
            />
          </figure>
        )}
      </div>
      <ConsultationCta />
    </>
  );
}
