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
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="flex">
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <SeeAllLink to={href("portfolio")} label={t.portfolioSection.seeAll} className="mt-6" />
    </Section>
  );
}
