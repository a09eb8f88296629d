import { servicePageContent } from "#content/service-pages.ts";
import { type Lang, normalizePathname } from "#shared/lang.ts";
import type { ServicePageId } from "#shared/route-table.ts";
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

/** A service page's copy in the page's language. */
export function servicePageIn(id: ServicePageId, lang: Lang) {
  return inLanguage(servicePageContent(id), lang);
}

type ServicePageContent = ReturnType<typeof servicePageIn>;

/** The head of a service page: an article about the service, and the service as structured data. */
export function servicePageHead(id: ServicePageId, pathname: string, content: ServicePageContent) {
  return pageMeta({
    page: id,
    pathname,
    ogType: "article",
    structuredData: [jsonLd(serviceJsonLd(content, normalizePathname(pathname)))],
  });
}

/** One of the five service pages: the offer, why us, the local section and a closing call to action. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const { t } = useLanguage();
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
