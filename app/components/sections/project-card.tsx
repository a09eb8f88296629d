import type { Project } from "#content/portfolio.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { MoreLink } from "../ui/actions.tsx";
import { ContentImage } from "../ui/content-image.tsx";

/** A portfolio project: its shot, category, story in one paragraph and the way to its case study. */
export function ProjectCard({
  project,
  eager = false,
  headingLevel = 3,
  tags = true,
}: {
  project: Project;
  eager?: boolean;
  /** 2 where the card sits right under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The project's tags under its story (left out where the card is a teaser for the portfolio). */
  tags?: boolean;
}) {
  const { lang, t } = useLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = usePageHref();
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-panel transition-colors hover:border-muted">
      {/* Every project's shot is drawn at 4:3, so the frame crops nothing and rows line up.
          Named for the view transition: the picture grows into the case study's opening one. */}
      <div className="overflow-hidden" style={{ viewTransitionName: `project-${project.id}` }}>
        <ContentImage
          image={project.image}
          eager={eager}
          sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 50vw, calc(100vw - 2rem)"
          className="aspect-4/3 w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-river">
          {t.portfolioPage.categories[project.category]}
        </p>
        <Heading className="mt-1 text-xl font-semibold">{project.title}</Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">
          {project.description[lang]}
        </p>
        {tags && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {project.tags[lang].map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-line px-3 py-1 text-xs text-muted"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        {/* The link sits on the card's bottom edge, level across a row. */}
        <div className="mt-auto pt-5">
          <MoreLink to={href("caseStudy", project.id)} label={t.readMore} subject={project.title} />
        </div>
      </div>
    </article>
  );
}
