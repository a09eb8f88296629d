import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { agencyProfile, findCaseStudy } from "#content/case-studies.ts";
import { projects } from "#content/portfolio.ts";
import { langFromPath, normalizePathname } from "#shared/lang.ts";
import { Header } from "../components/layout/header.tsx";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link.tsx";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { dictionaries } from "../i18n/dictionaries/index.ts";
import { jsonLd } from "../seo/json-ld.ts";
import { noindexMeta, pageMeta } from "../seo/meta.ts";
import { creativeWorkJsonLd } from "../seo/work-json-ld.ts";
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
    structuredData: [jsonLd(creativeWorkJsonLd(study, lang, normalizePathname(location.pathname)))],
  });
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-line py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** A project story, outside the main layout: header, back link, the case and the agency card. */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const { study } = loaderData;
  const texts = t.caseStudyPage;
  const project = study ? projects.find((entry) => entry.id === study.id) : undefined;
  const [firstImage, ...moreImages] = study?.images ?? [];
  return (
    <>
      <SkipLink />
      <Header />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pt-28 pb-8 outline-none sm:px-6"
      >
        {study ? (
          <>
            <Link
              to={href("portfolio")}
              className="inline-flex items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">←</span> {t.caseStudy.back}
            </Link>
            <div className="mt-6 grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <article>
                <p className="text-sm font-semibold text-accent">{study.category[lang]}</p>
                <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                  {study.title[lang]}
                </h1>
                <p className="mt-5 text-lg leading-relaxed text-muted">{study.summary[lang]}</p>
                {firstImage && (
                  <ContentImage
                    image={firstImage}
                    eager
                    className="mt-8 h-auto w-full rounded-3xl border border-line"
                  />
                )}
                <section aria-labelledby="challenge-title" className="mt-12">
                  <h2 id="challenge-title" className="text-2xl font-bold">
                    {texts.challenge}
                  </h2>
                  <p className="mt-4 leading-relaxed text-muted">{study.challenge[lang]}</p>
                </section>
                <section aria-labelledby="solution-title" className="mt-10">
                  <h2 id="solution-title" className="text-2xl font-bold">
                    {texts.solution}
                  </h2>
                  <p className="mt-4 leading-relaxed text-muted">{study.solution[lang]}</p>
                </section>
                <figure className="mt-10 rounded-3xl border border-line bg-panel p-8">
                  <blockquote className="text-xl leading-relaxed text-fg">
                    <p>„{study.testimonial.text[lang]}”</p>
                  </blockquote>
                  <figcaption className="mt-5 text-sm">
                    <span className="sr-only">{texts.testimonial}: </span>
                    <span className="font-semibold">{study.testimonial.author}</span>
                    <span className="text-muted">, {study.testimonial.position[lang]}</span>
                  </figcaption>
                </figure>
                <section aria-labelledby="results-title" className="mt-10">
                  <h2 id="results-title" className="text-2xl font-bold">
                    {texts.results}
                  </h2>
                  <ul className="mt-4 space-y-3">
                    {study.results[lang].map((result) => (
                      <li key={result} className="flex gap-3 leading-relaxed">
                        <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent" />
                        {result}
                      </li>
                    ))}
                  </ul>
                </section>
                {moreImages.length > 0 && (
                  <section aria-labelledby="gallery-title" className="mt-12">
                    <h2 id="gallery-title" className="text-2xl font-bold">
                      {texts.gallery}
                    </h2>
                    <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                      {moreImages.map((image) => (
                        <li key={image.src}>
                          <ContentImage
                            image={image}
                            className="h-auto w-full rounded-2xl border border-line"
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </article>
              <aside
                aria-labelledby="project-details-title"
                className="rounded-3xl border border-line bg-panel p-6 lg:sticky lg:top-28"
              >
                <img
                  src={agencyProfile.logo}
                  width={48}
                  height={48}
                  alt="Odra Creative"
                  decoding="async"
                  className="size-12"
                />
                <p className="mt-4 text-sm leading-relaxed text-muted">
                  {agencyProfile.about[lang]}
                </p>
                <h2 id="project-details-title" className="mt-6 text-lg font-semibold">
                  {texts.details}
                </h2>
                <dl className="mt-3">
                  <Detail term={t.caseStudy.client}>{study.client}</Detail>
                  <Detail term={t.caseStudy.year}>{study.year}</Detail>
                  <Detail term={texts.industry}>{agencyProfile.industry[lang]}</Detail>
                  <Detail term={texts.location}>{agencyProfile.location[lang]}</Detail>
                  <Detail term={texts.topics}>{agencyProfile.topics[lang].join(", ")}</Detail>
                  <Detail term={t.caseStudy.category}>{study.category[lang]}</Detail>
                  <Detail term={texts.website}>
                    <a
                      href={project?.website ?? agencyProfile.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-accent underline underline-offset-4"
                    >
                      {new URL(project?.website ?? agencyProfile.website).hostname}
                      <span className="sr-only"> {t.newTab}</span>
                    </a>
                  </Detail>
                </dl>
              </aside>
            </div>
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
    </>
  );
}
