import { Suspense } from "react";
import { dictionaries } from "#common/i18n/dictionaries/index.ts";
import { faqItems } from "#content/faq.ts";
import { faqFilterLabels, faqFilters } from "#content/faq-categories.ts";
import { builtInReviews } from "#content/reviews.ts";
import { services } from "#content/services.ts";
import { langFromPath } from "#shared/lang.ts";
import { deferredSection } from "../components/deferred-section.ts";
import { FaqSection } from "../components/sections/faq-section.tsx";
import { Hero } from "../components/sections/hero.tsx";
import { NewsletterBanner } from "../components/sections/newsletter-banner.tsx";
import { REVIEWS_SHOWN, ReviewsWidget } from "../components/sections/reviews-widget.tsx";
import { ServiceCards } from "../components/sections/service-cards.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { faqPageJsonLd } from "../home/structured-data.ts";
import { useLanguage } from "../i18n/context.tsx";
import { inLanguage } from "../i18n/in-language.ts";
import { jsonLd, localBusiness, organization } from "../seo/json-ld.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/home";

/*
 * Below-the-fold sections: the server renders them into the pre-rendered page
 * like any other; in the browser their code is a separate chunk. While it
 * loads, React keeps the server's HTML in place (each sits in its own
 * Suspense boundary) and hydrates the section once its code has arrived.
 */
const PortfolioSection = await deferredSection(() =>
  import("../components/sections/portfolio-section.tsx").then((module) => module.PortfolioSection),
);
const TeamSection = await deferredSection(() =>
  import("../components/sections/team-section.tsx").then((module) => module.TeamSection),
);
const LatestArticles = await deferredSection(() =>
  import("../components/blog/latest-articles.tsx").then((module) => module.LatestArticles),
);
const ClientsCarousel = await deferredSection(() =>
  import("../components/sections/clients-carousel.tsx").then((module) => module.ClientsCarousel),
);
const ContactSection = await deferredSection(() =>
  import("../components/sections/contact-section.tsx").then((module) => module.ContactSection),
);

/** Anchors of the home sections the hero buttons (and other pages) link to. */
export const HOME_ANCHORS = { portfolio: "portfolio", contact: "kontakt", faq: "faq" } as const;

/**
 * Runs at build time (and for client-side visits, from the pre-rendered data
 * file): the FAQ in the page's language only and the built-in reviews the
 * page shows before the browser asks for current ones.
 */
export function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  return {
    services: inLanguage(services, lang),
    faq: faqItems.map((item) => ({
      id: item.id,
      category: item.category,
      question: item.question[lang],
      answer: item.answer[lang],
    })),
    faqFilters: faqFilters.map((value) => ({ value, label: faqFilterLabels[value][lang] })),
    reviews: { ...builtInReviews, reviews: builtInReviews.reviews.slice(0, REVIEWS_SHOWN) },
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const dictionary = dictionaries[langFromPath(location.pathname)];
  const { description } = dictionary.pages.home;
  return pageMeta({
    page: "home",
    pathname: location.pathname,
    structuredData: [
      jsonLd(organization(description)),
      jsonLd(localBusiness(description, loaderData?.reviews)),
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
        <Hero portfolioId={HOME_ANCHORS.portfolio} contactId={HOME_ANCHORS.contact} />
      </Suspense>
      <Suspense>
        <ServiceCards services={loaderData.services} />
      </Suspense>
      <Suspense>
        <NewsletterBanner />
      </Suspense>
      <Suspense>
        <ReviewsWidget initial={loaderData.reviews} />
      </Suspense>
      {/* Pictures and links only: hydration keeps its markup and never loads its code. */}
      <StaticRegion>
        <Suspense>
          <PortfolioSection id={HOME_ANCHORS.portfolio} />
        </Suspense>
      </StaticRegion>
      {/* Pictures, text and links: kept as the server rendered them, their code never loaded. */}
      <StaticRegion>
        <Suspense>
          <TeamSection heading={t.team.heading} intro={t.team.intro} />
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
      <Suspense>
        <FaqSection id={HOME_ANCHORS.faq} items={loaderData.faq} filters={loaderData.faqFilters} />
      </Suspense>
    </>
  );
}
