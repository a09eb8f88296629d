import type { ReactNode } from "react";
import { agencyProfile } from "#content/case-studies.ts";
import { projects } from "#content/portfolio.ts";
import type { PublishedCaseStudy } from "#content/samples.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ExternalLink } from "../ui/external-link.tsx";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-line py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** The card beside the case: who we are and the project's facts, with a link to the live site. */
export function ProjectDetails({ study }: { study: PublishedCaseStudy }) {
  const { lang, t } = useLanguage();
  const texts = t.caseStudyPage;
  const website =
    projects.find((project) => project.id === study.id)?.website ?? agencyProfile.website;
  return (
    <aside
      aria-labelledby="project-details-title"
      className={`rounded-3xl border border-line bg-panel p-6 lg:sticky lg:top-28 ${RENDER_WHEN_NEAR}`}
    >
      <img
        src={agencyProfile.logo}
        width={48}
        height={48}
        alt="Odra Creative"
        decoding="async"
        className="size-12"
      />
      <p className="mt-4 text-sm leading-relaxed text-muted">{agencyProfile.about[lang]}</p>
      <h2 id="project-details-title" className="mt-6 text-lg font-semibold">
        {texts.details}
      </h2>
      <dl className="mt-3">
        <Detail term={t.caseStudy.client}>{study.client}</Detail>
        <Detail term={t.caseStudy.year}>{study.year}</Detail>
        <Detail term={texts.industry}>{study.industry[lang]}</Detail>
        <Detail term={texts.location}>{agencyProfile.location[lang]}</Detail>
        <Detail term={texts.topics}>{study.scope[lang].join(", ")}</Detail>
        <Detail term={t.caseStudy.category}>{study.category[lang]}</Detail>
        <Detail term={texts.website}>
          <ExternalLink href={website} className="text-accent underline underline-offset-4">
            {new URL(website).hostname}
          </ExternalLink>
        </Detail>
      </dl>
    </aside>
  );
}
