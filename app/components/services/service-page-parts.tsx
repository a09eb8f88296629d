/** The parts of a service page, drawn from its content in the page's language. */
import type { ServicePageContent } from "#content/service-pages.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import type { InLanguage } from "../../i18n/in-language.ts";
import { ClosingCta } from "../sections/cta-panel.tsx";
import { ButtonRow } from "../ui/actions.tsx";
import { CheckList } from "../ui/check-list.tsx";
import { ContentImage } from "../ui/content-image.tsx";
import { Icon } from "../ui/icon.tsx";
import { ServiceSection } from "./service-section.tsx";

export type ServicePage = InLanguage<ServicePageContent>;
type FullServicePage = Extract<ServicePage, { layout: "full" }>;

/** The first screen: the service's label, the page's h1, the pitch, two ways on and its image. */
export function ServiceHero({ content }: { content: ServicePage }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section className="wrap grid items-center gap-10 pt-8 pb-16 lg:grid-cols-[1.1fr_1fr]">
      <div>
        <p className="eyebrow">{content.badge}</p>
        <h1 className="mt-5 text-title font-bold text-balance">{content.headline}</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted text-pretty">{content.intro}</p>
        <ButtonRow
          className="mt-8 flex flex-wrap gap-3"
          links={[
            { to: href("contact"), label: t.servicePage.heroContact },
            { to: href("portfolio"), label: t.servicePage.heroPortfolio },
          ]}
        />
      </div>
      {/* A 4:3 frame whatever the file: a photograph fills it, cropped, like the drawing. */}
      <ContentImage
        image={content.image}
        eager
        className="aspect-4/3 w-full rounded-3xl border border-line object-cover"
      />
    </section>
  );
}

/** How the work goes, what it costs and what the client receives. */
export function ServiceOffer({ content }: { content: FullServicePage }) {
  const { t } = useLanguage();
  const texts = t.servicePage;
  return (
    <>
      <ServiceSection titleId="process-title" heading={texts.processHeading}>
        {/* The steps in order along one rule, each under its number, like the home page's index. */}
        <ol className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-4">
          {content.process.map((step, index) => (
            <li key={step.title} className="border-t border-line pt-5">
              <p className="text-subheading font-light text-river tabular-nums">
                <span className="sr-only">
                  {texts.step} {index + 1}
                </span>
                <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
              </p>
              <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </ServiceSection>
      <ServiceSection titleId="pricing-title" heading={texts.pricingHeading}>
        {/* An offer sheet: a package a row, on a rule: its name, price and time, then what it includes. */}
        <ul className="mt-10 border-b border-line">
          {content.pricing.map((tier) => (
            <li
              key={tier.name}
              data-testid="price-tier"
              className="grid gap-6 border-t border-line py-10 lg:grid-cols-12 lg:gap-10"
            >
              <div className="lg:col-span-5">
                <h3 className="text-xl font-semibold text-balance sm:text-2xl">{tier.name}</h3>
                <p className="mt-3 text-subheading font-bold tabular-nums">{tier.price}</p>
                <p className="mt-3 text-sm text-muted">
                  <span className="font-semibold text-river">{texts.timeline}:</span>{" "}
                  <span className="tabular-nums">{tier.timeline}</span>
                </p>
              </div>
              {/* A long list in two columns, a short one in one. */}
              <ul
                className={`grid content-start gap-x-8 gap-y-3 lg:col-span-7 ${tier.includes.length > 4 ? "sm:grid-cols-2" : ""}`}
              >
                {tier.includes.map((item) => (
                  <li key={item} className="flex gap-3 leading-snug">
                    <span aria-hidden="true" className="text-river">
                      —
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{texts.priceNote}</p>
      </ServiceSection>
      <ServiceSection titleId="deliverables-title" heading={texts.deliverablesHeading}>
        <CheckList
          items={content.deliverables}
          className="mt-8 grid gap-x-8 gap-y-4 md:grid-cols-2"
        />
      </ServiceSection>
    </>
  );
}

/** The service in and around Szczecin: why local matters and the areas we work in. */
export function LocalArea({ localSeo }: { localSeo: ServicePage["localSeo"] }) {
  return (
    <section aria-labelledby="local-title" className="wrap py-12">
      <div className="grid gap-8 rounded-3xl border border-line bg-panel p-8 sm:p-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <h2 id="local-title" className="text-3xl font-bold tracking-tight text-balance">
            {localSeo.heading}
          </h2>
          {localSeo.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="flex flex-wrap content-start gap-2">
          {localSeo.areas.map((area) => (
            <li
              key={area}
              className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm"
            >
              <Icon name="mapPin" className="size-4 text-river" />
              {area}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The page's closing call to action, in the service's own words. */
export function ServiceCta({ cta }: { cta: ServicePage["cta"] }) {
  return <ClosingCta titleId="service-cta-title" heading={cta.heading} text={cta.text} />;
}
