import { Suspense } from "react";
import { data } from "react-router";
import { findCaseStudy, nextCaseStudy } from "#content/case-studies.ts";
import { projects } from "#content/portfolio.ts";
import { publication } from "#content/publication.ts";
import { publishedCaseStudy } from "#content/samples.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { langFromPath, normalizePathname } from "#shared/lang.ts";
import { CaseStudyStory } from "../components/case-study/case-study-story.tsx";
import { NextProject, type NextProjectTeaser } from "../components/case-study/next-project.tsx";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { Header } from "../components/layout/header.tsx";
import { LegalLinks } from "../components/layout/legal-links.tsx";
import { MAIN_ID } from "../components/layout/main-id.ts";
import { SkipLink } from "../components/layout/skip-link.tsx";
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
  if (!study) {
    return data({ title: null, study: null, website: null, next: null }, { status: 404 });
  }
  const following = nextCaseStudy(study.id);
  const [image] = following.images;
  // Only what the page shows of the next case: its data ride in the page.
  const next: NextProjectTeaser | null = image
    ? { id: following.id, title: following.title, image }
    : null;
  return {
    /** The breadcrumb's last step names the client. */
    title: study.client,
    study: publishedCaseStudy(study, publication),
    website: projects.find((project) => project.id === study.id)?.website ?? null,
    next,
  };
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

/** A project story, outside the main layout: header, breadcrumb, back link, the case and the next one. */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  const href = usePageHref();
  const { study, website, next } = loaderData;
  return (
    <>
      <SkipLink />
      {/* Hydrated apart from the page, as in the site frame (routes/site-layout.tsx). */}
      <Suspense>
        <Header />
      </Suspense>
      {study && <Breadcrumbs />}
      <main id={MAIN_ID} tabIndex={-1} className={`${study ? "pt-8" : "pt-28"} pb-8 outline-none`}>
        {study ? (
          <>
            <div className="wrap">
              <BackLink to={href("portfolio")} className="underline-offset-4">
                {t.caseStudy.back}
              </BackLink>
              {/* The story and the next project never change after load: no hydration work. */}
              <StaticRegion>
                <CaseStudyStory study={study} website={website} />
                {next && <NextProject project={next} />}
              </StaticRegion>
            </div>
            <ConsultationCta />
          </>
        ) : (
          <div className="wrap flex flex-col items-center gap-6 py-20 text-center">
            <h1 className="text-4xl font-bold">{t.caseStudy.notFoundTitle}</h1>
            <p className="max-w-lg text-muted">{t.caseStudy.notFoundText}</p>
            <ButtonLink to={href("home")}>{t.caseStudy.home}</ButtonLink>
          </div>
        )}
      </main>
      <footer className="wrap pb-10 text-sm text-muted">
        <LegalLinks className="flex flex-wrap gap-x-4 gap-y-2" />
      </footer>
    </>
  );
}
