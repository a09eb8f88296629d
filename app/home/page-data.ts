import { findCaseStudy } from "#content/case-studies.ts";
import { faqItems } from "#content/faq.ts";
import { faqFilterLabels, faqFilters } from "#content/faq-categories.ts";
import { projects } from "#content/portfolio.ts";
import { publication } from "#content/publication.ts";
import { builtInReviews } from "#content/reviews.ts";
import { publishedReviews } from "#content/samples.ts";
import { services } from "#content/services.ts";
import type { Lang } from "#shared/lang.ts";
import { REVIEWS_SHOWN } from "../components/sections/reviews-widget.tsx";
import { inLanguage } from "../i18n/in-language.ts";

/**
 * The built-in reviews the page shows before the browser asks for current ones
 * (none where a production build leaves sample reviews out, and with them the section).
 */
function shownReviews() {
  const published = publishedReviews(builtInReviews, publication);
  return published && { ...published, reviews: published.reviews.slice(0, REVIEWS_SHOWN) };
}

/**
 * The first screen's proof: one measured result from a case study, with its period and
 * source, beside that project's picture. Chosen here; the figure itself lives in the case study.
 */
const HERO_PROOF = { caseStudy: "reliance-wear", result: 0 } as const;

function heroProof(lang: Lang) {
  const study = findCaseStudy(HERO_PROOF.caseStudy);
  const result = study?.results[HERO_PROOF.result];
  const project = projects.find((candidate) => candidate.id === HERO_PROOF.caseStudy);
  if (!study || !result || !project) {
    throw new Error(
      `The home page's proof needs case study ${HERO_PROOF.caseStudy} and its result`,
    );
  }
  return {
    slug: study.id,
    client: study.client,
    title: project.title,
    image: { ...project.image, alt: project.image.alt[lang] },
    figure: result.figure[lang],
    outcome: result.outcome[lang],
    period: result.period[lang],
    source: result.source[lang],
  };
}

export type HeroProof = ReturnType<typeof heroProof>;

/** What the home page draws: the proof, the services and the FAQ in the page's language, the reviews. */
export function homeData(lang: Lang) {
  return {
    proof: heroProof(lang),
    services: inLanguage(services, lang),
    faq: faqItems.map((item) => ({
      id: item.id,
      category: item.category,
      question: item.question[lang],
      answer: item.answer[lang],
    })),
    faqFilters: faqFilters.map((value) => ({ value, label: faqFilterLabels[value][lang] })),
    reviews: shownReviews(),
  };
}

/** Anchors of the home sections the hero buttons (and other pages) link to. */
export const HOME_ANCHORS = { portfolio: "portfolio", contact: "kontakt", faq: "faq" } as const;
