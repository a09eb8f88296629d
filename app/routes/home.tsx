import { Suspense } from "react";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { langFromPath } from "#shared/lang.ts";
import { Hero } from "../components/sections/hero.tsx";
import { NewsletterBanner } from "../components/sections/newsletter-banner.tsx";
import { ReviewsWidget } from "../components/sections/reviews-widget.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { formPageAction, formPageHeaders } from "../forms/page-post.ts";
import {
  ClientsCarousel,
  ContactSection,
  FaqSection,
  HOME_ANCHORS,
  LatestArticles,
  PortfolioSection,
  preloadHomeSections,
  ServiceCards,
  TeamSection,
} from "../home/deferred-sections.ts";
import { homeData } from "../home/page-data.ts";
import { faqPageJsonLd } from "../home/structured-data.ts";
import { useLanguage } from "../i18n/context.tsx";
import { jsonLd, localBusiness, organization } from "../seo/json-ld.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/home";

/** The FAQ and the services in the page's language only, and the built-in reviews shown before current ones. */
export function loader({ url }: Route.LoaderArgs) {
  return homeData(langFromPath(url.pathname));
}

/** A client-side visit waits for the sections' code too, and shows the page whole. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadHomeSections()]);
  return data;
}

/** The newsletter posted by the browser itself: see forms/page-post.ts. */
export const action = formPageAction("newsletter");
export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const dictionary = dictionaries[langFromPath(location.pathname)];
  const { description } = dictionary.pages.home;
  const business = localBusiness(description, loaderData?.reviews ?? undefined);
  return pageMeta({
    page: "home",
    pathname: location.pathname,
    structuredData: [
      jsonLd(organization(description)),
      ...(business ? [jsonLd(business)] : []),
      ...(loaderData ? [jsonLd(faqPageJsonLd(dictionary.faq.heading, loaderData.faq))] : []),
    ],
  });
};

/**
 * The home page's ten sections in order: hero, services, newsletter, reviews,
 * portfolio, team, latest articles, clients, contact, FAQ.
 *
 * Every section sits in a Suspense boundary of its own, even those whose code
 * is already loaded: React hydrates each boundary as a separate, small piece
 * of work and lets the browser breathe between them, instead of hydrating the
 * whole page in one long task (a click on a section not yet hydrated hydrates
 * it first and is then handled).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <Suspense>
        <Hero
          portfolioId={HOME_ANCHORS.portfolio}
          contactId={HOME_ANCHORS.contact}
          proof={loaderData.proof}
        />
      </Suspense>
      {/* The browser's own disclosures: nothing to hydrate (so for the FAQ's radio buttons). */}
      <StaticRegion>
        <Suspense>
          <ServiceCards services={loaderData.services} />
        </Suspense>
      </StaticRegion>
      <Suspense>
        <NewsletterBanner />
      </Suspense>
      {loaderData.reviews && (
        <Suspense>
          <ReviewsWidget initial={loaderData.reviews} />
        </Suspense>
      )}
      {/* Pictures, text and links: kept as the server rendered them, their code never loaded. */}
      <StaticRegion>
        <Suspense>
          <PortfolioSection id={HOME_ANCHORS.portfolio} />
        </Suspense>
      </StaticRegion>
      <StaticRegion>
        <Suspense>
          <TeamSection heading={t.team.heading} intro={t.team.intro} swipe />
        </Suspense>
      </StaticRegion>
      <StaticRegion>
        <Suspense>
          <LatestArticles />
        </Suspense>
      </StaticRegion>
      <Suspense>
        <ClientsCarousel />
      </Suspense>
      <Suspense>
        <ContactSection id={HOME_ANCHORS.contact} />
      </Suspense>
      <StaticRegion>
        <Suspense>
          <FaqSection
            id={HOME_ANCHORS.faq}
            items={loaderData.faq}
            filters={loaderData.faqFilters}
          />
        </Suspense>
      </StaticRegion>
    </>
  );
}
