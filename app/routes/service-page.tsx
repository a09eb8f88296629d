import { servicePageContent } from "#content/service-pages.ts";
import { langFromPath, normalizePathname } from "#shared/lang.ts";
import { servicePageAt } from "#shared/route-table.ts";
import {
  LocalArea,
  ServiceCta,
  ServiceHero,
  ServiceOffer,
} from "../components/services/service-page-parts.tsx";
import { FeatureGrid, ServiceSection } from "../components/services/service-section.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { inLanguage } from "../i18n/in-language.ts";
import { jsonLd } from "../seo/json-ld.ts";
import { pageMeta } from "../seo/meta.ts";
import { serviceJsonLd } from "../seo/work-json-ld.ts";
import type { Route } from "./+types/service-page";

/** Only this page's copy, in its language, travels to the browser. */
export function loader({ url }: Route.LoaderArgs) {
  const { pathname } = url;
  const lang = langFromPath(pathname);
  return { content: inLanguage(servicePageContent(servicePageAt(pathname)), lang) };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({
    page: servicePageAt(location.pathname),
    pathname: location.pathname,
    ogType: "article",
    structuredData: loaderData
      ? [jsonLd(serviceJsonLd(loaderData.content, normalizePathname(location.pathname)))]
      : [],
  });

/** One of the five service pages: the offer, why us, the local section and a closing call to action. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const { content } = loaderData;
  return (
    <>
      <ServiceHero content={content} />
      <ServiceSection
        titleId="features-title"
        heading={content.featuresHeading}
        intro={content.featuresIntro}
      >
        <FeatureGrid items={content.features} testId="specialization" columns="lg:grid-cols-3" />
      </ServiceSection>
      {content.layout === "full" ? (
        <ServiceOffer content={content} />
      ) : (
        <ServiceSection titleId="reasons-title" heading={t.servicePage.reasonsHeading}>
          <FeatureGrid items={content.reasons} testId="reason" columns="lg:grid-cols-4" />
        </ServiceSection>
      )}
      <LocalArea localSeo={content.localSeo} />
      <ServiceCta cta={content.cta} />
    </>
  );
}
