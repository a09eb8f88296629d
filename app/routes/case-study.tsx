import { Suspense } from "react";
import { data } from "react-router";
import { dictionaries } from "#common/i18n/dictionaries/index.ts";
import { findCaseStudy } from "#content/case-studies.ts";
import { publication } from "#content/publication.ts";
import { publishedCaseStudy } from "#content/samples.ts";
import { langFromPath, normalizePathname } from "#shared/lang.ts";
import { CaseStudyStory } from "../components/case-study/case-study-story.tsx";
import { ProjectDetails } from "../components/case-study/project-details.tsx";
import { Header } from "../components/layout/header.tsx";
import { LegalLinks } from "../components/layout/legal-links.tsx";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { BackLink, ButtonLink } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { jsonLd } from "../seo/json-ld.ts";
import { noindexMeta, pageMeta } from "../seo/meta.ts";
import { creativeWorkJsonLd } from "../seo/work-json-ld.ts";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = findCaseStudy(params.slug);
  return study
    ? { study: publishedCaseStudy(study, publication) }
    : data({ study: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const lang = langFromPath(location.pathname);
  const study = loaderData?.study;
  if (!study) {
    const texts = dictionaries[lang].caseStudy;
    return noindexMeta(texts.notFoundTitle, texts.notFoundText);
  }
  return pageMeta({
    page: "caseStudy",
    pathname: location.pathname,
    slug: study.id,
    title: study.title[lang],
    description: study.summary[lang],
    ogType: "article",
    structuredData: [jsonLd(creativeWorkJsonLd(study, lang, normalizePathname(location.pathname)))],
  });
};

/** A project story, outside the main layout: header, back link, the case and the agency card. */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const href = usePageHref();
  const { study } = loaderData;
  return (
    <>
      <SkipLink />
      {/* Hydrated apart from the page, as in the site frame (routes/site-layout.tsx). */}
      <Suspense>
        <Header />
      </Suspense>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pt-28 pb-8 outline-none sm:px-6"
      >
        {study ? (
          <>
            <BackLink to={href("portfolio")} className="underline-offset-4">
              {t.caseStudy.back}
            </BackLink>
            {/* The story and the project's details never change after load: no hydration work. */}
            <StaticRegion>
              <div className="mt-6 grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <CaseStudyStory study={study} />
                <ProjectDetails study={study} />
              </div>
            </StaticRegion>
            <ConsultationCta />
          </>
        ) : (
          <div className="flex flex-col items-center gap-6 py-20 text-center">
            <h1 className="text-4xl font-bold">{t.caseStudy.notFoundTitle}</h1>
            <p className="max-w-lg text-muted">{t.caseStudy.notFoundText}</p>
            <ButtonLink to={href("home")}>{t.caseStudy.home}</ButtonLink>
          </div>
        )}
      </main>
      <footer className="mx-auto max-w-6xl px-4 pb-10 text-sm text-muted sm:px-6">
        <LegalLinks className="flex flex-wrap gap-x-4 gap-y-2" />
      </footer>
    </>
  );
}
