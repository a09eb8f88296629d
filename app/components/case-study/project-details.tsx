import type { ReactNode } from "react";
import type { PublishedCaseStudy } from "#content/samples.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ExternalLink } from "../ui/external-link.tsx";

function Detail({
  term,
  wide = false,
  children,
}: {
  term: string;
  /** Across both columns of the narrow layout: a list or an address. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`border-t border-line py-3${wide ? " col-span-2 lg:col-span-1" : ""}`}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/**
 * The client and the project at a glance, beside the case's title: who the client is,
 * their trade and place, the year, what we did and their website. Facts about the
 * client, not the studio.
 */
export function ProjectDetails({
  study,
  website,
  className,
}: {
  study: PublishedCaseStudy;
  /** The client's live site (the portfolio project's), when there is one. */
  website: string | null;
  className?: string;
}) {
  const { lang, t } = useLanguage();
  const texts = t.caseStudyPage;
  return (
    <aside aria-labelledby="project-details-title" className={className}>
      <h2 id="project-details-title" className="eyebrow">
        {texts.details}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 lg:grid-cols-1">
        <Detail term={t.caseStudy.client}>{study.client}</Detail>
        <Detail term={texts.industry}>{study.industry[lang]}</Detail>
        {study.location && <Detail term={texts.location}>{study.location[lang]}</Detail>}
        <Detail term={t.caseStudy.year}>{study.year}</Detail>
        <Detail term={texts.topics} wide>
          <ul>
            {study.scope[lang].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Detail>
        {website && (
          <Detail term={texts.website} wide>
            <ExternalLink
              href={website}
              className="-my-1 inline-block py-1 text-accent underline underline-offset-4"
            >
              {new URL(website).hostname}
            </ExternalLink>
          </Detail>
        )}
      </dl>
    </aside>
  );
}
