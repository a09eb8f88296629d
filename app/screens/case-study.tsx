import { findCaseStudy, nextCaseStudy } from "#content/case-studies.ts";
import { projects } from "#content/portfolio.ts";
import { publication } from "#content/publication.ts";
import { publishedCaseStudy } from "#content/samples.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { type Lang, normalizePathname } from "#shared/lang.ts";
import { CaseStudyStory } from "../components/case-study/case-study-story.tsx";
import { NextProject, type NextProjectTeaser } from "../components/case-study/next-project.tsx";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { Header } from "../components/layout/header.tsx";
import { LegalLinks } from "../components/layout/legal-links.tsx";
import { MAIN_ID } from "../components/layout/main-id.ts";
import { SkipLink } from "../components/layout/skip-link.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { BackLink, ButtonLink } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { jsonLd } from "../seo/json-ld.ts";
import { noindexMeta, pageMeta } from "../seo/meta.ts";
import { creativeWorkJsonLd } from "../seo/work-json-ld.ts";

/** What a case study's page shows: the study as published, the client's website, and the next case. */
export function caseStudyData(slug: string) {
  const study = findCaseStudy(slug);
  if (!study) return null;
  const following = nextCaseStudy(study.id);
  const [image] = following.images;
  const next: NextProjectTeaser | null = image
    ? { id: following.id, title: following.title, image }
    : null;
  return {
    study: publishedCaseStudy(study, publication),
    website: projects.find((project) => project.id === study.id)?.website ?? null,
    next,
  };
}

export type CaseStudyData = NonNullable<ReturnType<typeof caseStudyData>>;

/** The head of a case study's page, or of the not-found view where there is no such case (`data` null). */
export function caseStudyHead(data: CaseStudyData | null, lang: Lang, pathname: string) {
  const study = data?.study;
  if (!study) {
    const texts = dictionaries[lang].caseStudy;
    return noindexMeta(texts.notFoundTitle, texts.notFoundText);
  }
  return pageMeta({
    page: "caseStudy",
    pathname,
    slug: study.id,
    title: study.title[lang],
    description: study.summary[lang],
    ogType: "article",
    structuredData: [jsonLd(creativeWorkJsonLd(study, lang, normalizePathname(pathname)))],
  });
}

/**
 * A project story, outside the site's frame: header, breadcrumb, back link, the
 * case and the next one; or, at an address no case has (`data` null), a short
 * not-found view.
 */
export function CaseStudy({ data }: { data: CaseStudyData | null }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <>
      <SkipLink />
      <Header />
      {data && <Breadcrumbs />}
      <main id={MAIN_ID} tabIndex={-1} className={`${data ? "pt-8" : "pt-28"} pb-8 outline-none`}>
        {data ? (
          <>
            <div className="wrap">
              <BackLink to={href("portfolio")} className="underline-offset-4">
                {t.caseStudy.back}
              </BackLink>
              <CaseStudyStory study={data.study} website={data.website} />
              {data.next && <NextProject project={data.next} />}
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
