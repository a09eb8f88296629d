import { Link } from "react-router";
import { caseStudies } from "../../content/case-studies.ts";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "portfolio", pathname: location.pathname });

export default function Portfolio() {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  return (
    <>
      <PageHeader heading={t.pages.portfolio.heading} intro={t.pages.portfolio.intro} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-3">
        {caseStudies.map((study) => (
          <li key={study.id} className="flex flex-col rounded-2xl border border-line bg-panel p-6">
            <p className="text-sm text-accent">{study.category[lang]}</p>
            <h2 className="mt-2 text-xl font-semibold">{study.client}</h2>
            <p className="mt-3 flex-1 text-sm text-muted">{study.summary[lang]}</p>
            <Link
              to={href("caseStudy", study.id)}
              className="mt-4 font-semibold text-accent underline"
            >
              {t.caseStudy.see}
              <span className="sr-only">: {study.client}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ConsultationCta />
    </>
  );
}
