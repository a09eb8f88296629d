import { projects } from "#content/portfolio.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { SeeAllLink } from "../ui/actions.tsx";
import { Section } from "../ui/section.tsx";
import { ProjectCard } from "./project-card.tsx";

/**
 * Home section 5: the projects, each leading to its case study, and the way to
 * the full portfolio. `id` is the anchor the home hero scrolls to.
 */
export function PortfolioSection({ id = "portfolio" }: { id?: string }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <Section
      id={id}
      titleId="portfolio-section-title"
      heading={t.portfolioSection.heading}
      intro={t.portfolioSection.intro}
      action={<SeeAllLink to={href("portfolio")} label={t.portfolioSection.seeAll} />}
    >
      {/* On a phone the projects sit in a row to swipe through; three across on a wide screen. */}
      <ul className="-mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="flex w-[82%] shrink-0 snap-start sm:w-auto">
            <ProjectCard project={project} tags={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
