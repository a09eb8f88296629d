/**
 * The home page's below-the-fold sections: the server renders them into the
 * pre-rendered page like any other; in the browser their code is a separate
 * chunk. While it loads, React keeps the server's HTML in place (each sits in
 * its own Suspense boundary in routes/home.tsx) and hydrates the section once
 * its code has arrived.
 */
import { deferredSection } from "../components/deferred-section.ts";

/*
 * The services' cards and the FAQ are the browser's own disclosures and radio
 * buttons, kept as the server rendered them (routes/home.tsx): loaded like the
 * sections below, their code never comes to a page that hydrates the server's HTML.
 */
export const ServiceCards = await deferredSection(() =>
  import("../components/sections/service-cards.tsx").then((module) => module.ServiceCards),
);
export const FaqSection = await deferredSection(() =>
  import("../components/sections/faq-section.tsx").then((module) => module.FaqSection),
);

export const PortfolioSection = await deferredSection(() =>
  import("../components/sections/portfolio-section.tsx").then((module) => module.PortfolioSection),
);
export const TeamSection = await deferredSection(() =>
  import("../components/sections/team-section.tsx").then((module) => module.TeamSection),
);
export const LatestArticles = await deferredSection(() =>
  import("../components/blog/latest-articles.tsx").then((module) => module.LatestArticles),
);
export const ClientsCarousel = await deferredSection(() =>
  import("../components/sections/clients-carousel.tsx").then((module) => module.ClientsCarousel),
);
export const ContactSection = await deferredSection(() =>
  import("../components/sections/contact-section.tsx").then((module) => module.ContactSection),
);

/** Every section's code, for a client-side visit to render home whole (see deferredSection). */
export function preloadHomeSections(): Promise<unknown> {
  return Promise.all(
    [
      ServiceCards,
      FaqSection,
      PortfolioSection,
      TeamSection,
      LatestArticles,
      ClientsCarousel,
      ContactSection,
    ].map((section) => section.preload()),
  );
}

/** Anchors of the home sections the hero buttons (and other pages) link to. */
export const HOME_ANCHORS = { portfolio: "portfolio", contact: "kontakt", faq: "faq" } as const;
