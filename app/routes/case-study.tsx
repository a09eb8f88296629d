import { data, Link } from "react-router";
import { findCaseStudy } from "../../content/case-studies.ts";
import { Header } from "../components/layout/header.tsx";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link.tsx";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { dictionaries } from "../i18n/dictionaries/index.ts";
import { langFromPath } from "../i18n/lang.ts";
import { noindexMeta, pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = findCaseStudy(params.slug);
  return study ? { study } : data({ study: null }, { status: 404 });
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
  });
};

/** A project story, outside the main layout: header, back link and the case. */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const { study } = loaderData;
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 pt-28 outline-none sm:px-6"
      >
        {study ? (
          <article>
            <Link to={href("portfolio")} className="text-sm font-semibold text-accent underline">
              ← {t.caseStudy.back}
            </Link>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance">
              {study.title[lang]}
            </h1>
            <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted">
              {study.summary[lang]}
            </p>
            <dl className="mt-8 grid max-w-xl grid-cols-3 gap-4 text-sm">
              <div>
                <dt className="text-muted">{t.caseStudy.client}</dt>
                <dd className="font-semibold">{study.client}</dd>
              </div>
              <div>
                <dt className="text-muted">{t.caseStudy.year}</dt>
                <dd className="font-semibold">{study.year}</dd>
              </div>
              <div>
                <dt className="text-muted">{t.caseStudy.category}</dt>
                <dd className="font-semibold">{study.category[lang]}</dd>
              </div>
            </dl>
            <ConsultationCta />
          </article>
        ) : (
          <div className="flex flex-col items-center gap-6 py-20 text-center">
            <h1 className="text-4xl font-bold">{t.caseStudy.notFoundTitle}</h1>
            <p className="max-w-lg text-muted">{t.caseStudy.notFoundText}</p>
            <ButtonLink to={href("home")}>{t.caseStudy.home}</ButtonLink>
          </div>
        )}
      </main>
    </>
  );
}
