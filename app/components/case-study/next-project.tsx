import type { ImageRef } from "#content/schema.ts";
import type { Localized } from "#shared/lang.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Link } from "../../navigation/links.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { titleText } from "./case-study-story.tsx";

/** What the end of a case study shows of the one after it. */
export interface NextProjectTeaser {
  id: string;
  title: Localized;
  image: ImageRef;
}

/**
 * The way on at the end of a case study: the next project's picture and title, the
 * whole block one link to its page in the page's language.
 */
export function NextProject({ project }: { project: NextProjectTeaser }) {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  return (
    <section
      aria-labelledby="next-project-title"
      className={`group relative mt-20 grid items-end gap-8 border-t border-line pt-10 sm:mt-28 lg:grid-cols-12 ${RENDER_WHEN_NEAR}`}
    >
      <div className="lg:col-span-5">
        <h2 id="next-project-title" className="eyebrow">
          {t.caseStudyPage.next}
        </h2>
        <p className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
          {/* The link covers the whole block: its picture is part of it. */}
          <Link
            to={href("caseStudy", project.id)}
            className="underline-offset-8 after:absolute after:inset-0 after:rounded-3xl group-hover:underline"
            data-testid="next-project"
          >
            {titleText(project.title[lang])}
          </Link>
        </p>
        <p aria-hidden="true" className="mt-6 text-3xl text-accent">
          →
        </p>
      </div>
      {/* Above the title on a phone, beside it on a wide screen; read after it either way. */}
      <div className="order-first aspect-4/3 overflow-hidden rounded-3xl border border-line bg-panel lg:order-none lg:col-span-7">
        <ContentImage
          image={project.image}
          sizes="(min-width: 80rem) 44rem, calc(100vw - 2rem)"
          className="size-full object-cover object-top transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
    </section>
  );
}
