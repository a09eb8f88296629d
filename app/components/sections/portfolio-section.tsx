import { projects } from "../../../content/portfolio.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ButtonLink } from "../ui/button-link.tsx";
import { ProjectCard } from "./project-card.tsx";

/**
 * Home section 5: the projects, each leading to its case study, and the way to
 * the full portfolio. `id` is the anchor the home hero scrolls to.
 */
export function PortfolioSection({ id = "portfolio" }: { id?: string }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section
      id={id}
      aria-labelledby="portfolio-section-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="portfolio-section-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t.portfolioSection.heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{t.portfolioSection.intro}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="flex">
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={href("portfolio")} variant="secondary">
          {t.portfolioSection.seeAll}
        </ButtonLink>
      </div>
    </section>
  );
}
