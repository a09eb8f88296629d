import { type ServicePageContent, servicePageContent } from "#content/service-pages.ts";
import { site } from "#content/site.ts";
import { langFromPath, normalizePathname } from "#shared/lang.ts";
import { servicePageAt } from "#shared/route-table.ts";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { type InLanguage, inLanguage } from "../i18n/in-language.ts";
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

type PageContent = InLanguage<ServicePageContent>;

function FeatureGrid({
  items,
  testId,
  columns,
}: {
  items: PageContent["features"];
  testId: string;
  columns: string;
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

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </div>
  );
}

/** One of the five service pages: the offer, why us, the local section and a closing call to action. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const href = usePageHref();
  const { content } = loaderData;
  const texts = t.servicePage;
  return (
    <>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex rounded-full border border-accent/40 bg-accent/10 px-4 py-1 text-sm font-semibold text-accent">
            {content.badge}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {content.headline}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-muted text-pretty">{content.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={href("contact")}>{texts.heroContact}</ButtonLink>
            <ButtonLink to={href("portfolio")} variant="secondary">
              {texts.heroPortfolio}
            </ButtonLink>
          </div>
        </div>
        <ContentImage
          image={content.image}
          eager
          className="h-auto w-full rounded-3xl border border-line"
        />
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading
          id="features-title"
          title={content.featuresHeading}
          intro={content.featuresIntro}
        />
        <FeatureGrid items={content.features} testId="specialization" columns="lg:grid-cols-3" />
      </section>

      {content.layout === "full" ? (
        <>
          <section aria-labelledby="process-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <SectionHeading id="process-title" title={texts.processHeading} />
            <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
              {content.process.map((step, index) => (
                <li key={step.title} className="rounded-2xl border border-line bg-panel p-6">
                  <p className="font-mono text-sm text-accent">
                    {texts.step} {index + 1}
                  </p>
                  <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <SectionHeading id="pricing-title" title={texts.pricingHeading} />
            <ul className="mt-10 grid gap-5 lg:grid-cols-3">
              {content.pricing.map((tier) => (
                <li
                  key={tier.name}
                  data-testid="price-tier"
                  className="flex flex-col rounded-2xl border border-line bg-panel-strong p-6"
                >
                  <h3 className="text-lg font-semibold">{tier.name}</h3>
                  <p className="mt-3 text-2xl font-bold text-accent">{tier.price}</p>
                  <p className="mt-1 text-sm text-muted">
                    {texts.timeline}: {tier.timeline}
                  </p>
                  <ul className="mt-5 space-y-2 text-sm">
                    {tier.includes.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted">{texts.priceNote}</p>
          </section>
          <section
            aria-labelledby="deliverables-title"
            className="mx-auto max-w-6xl px-4 py-12 sm:px-6"
          >
            <SectionHeading id="deliverables-title" title={texts.deliverablesHeading} />
            <ul className="mt-8 grid gap-x-8 gap-y-4 md:grid-cols-2">
              {content.deliverables.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <section aria-labelledby="reasons-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <SectionHeading id="reasons-title" title={texts.reasonsHeading} />
          <FeatureGrid items={content.reasons} testId="reason" columns="lg:grid-cols-4" />
        </section>
      )}

      <section aria-labelledby="local-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-8 rounded-3xl border border-line bg-panel p-8 sm:p-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 id="local-title" className="text-2xl font-bold tracking-tight">
              {content.localSeo.heading}
            </h2>
            {content.localSeo.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="flex flex-wrap content-start gap-2">
            {content.localSeo.areas.map((area) => (
              <li
                key={area}
                className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm"
              >
                <Icon name="mapPin" className="size-4 text-accent" />
                {area}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="service-cta-title" className="mx-auto max-w-5xl px-4 pt-12 sm:px-6">
        <div className="rounded-3xl border border-line bg-gradient-to-br from-panel-strong to-panel p-8 text-center sm:p-12">
          <h2 id="service-cta-title" className="text-3xl font-bold tracking-tight">
            {content.cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-muted">{content.cta.text}</p>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3">
            <li>
              <span className="text-sm text-muted">{texts.ctaEmail}: </span>
              <a href={`mailto:${site.email}`} className="font-semibold text-accent underline">
                {site.email}
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone.tel}>
                <span className="text-sm text-muted">{texts.ctaPhone}: </span>
                <a href={`tel:${phone.tel}`} className="font-semibold text-accent underline">
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink to={href("contact")}>{texts.ctaButton}</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
