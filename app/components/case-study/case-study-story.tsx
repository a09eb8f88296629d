import type { ReactNode } from "react";
import type { PublishedCaseStudy } from "#content/samples.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { Icon } from "../ui/icon.tsx";

/** One part of the story under its h2. */
function StoryPart({
  titleId,
  heading,
  className,
  children,
}: {
  titleId: string;
  heading: string;
  className: "mt-10" | "mt-12";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={`${className} ${RENDER_WHEN_NEAR}`}>
      <h2 id={titleId} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The client's words under their name and role, only when they are real and
 * the person agreed to their publication. A sample (in a preview build) says
 * so before it is read and is attached to no one's name.
 */
function Testimonial({ testimonial }: { testimonial: PublishedCaseStudy["testimonial"] }) {
  const { lang, t } = useLanguage();
  const texts = t.caseStudyPage;
  if (!testimonial) return null;
  const quote = testimonial.text[lang];
  return (
    <figure className={`mt-10 rounded-3xl border border-line bg-panel p-8 ${RENDER_WHEN_NEAR}`}>
      {testimonial.kind === "sample" && (
        <p className="mb-4 text-sm font-semibold text-accent" data-testid="sample-testimonial">
          {texts.sampleTestimonial}
        </p>
      )}
      <blockquote className="text-xl leading-relaxed text-fg">
        <p>{lang === "pl" ? `„${quote}”` : `“${quote}”`}</p>
      </blockquote>
      {testimonial.kind === "quote" && (
        <figcaption className="mt-5 text-sm">
          <span className="sr-only">{texts.testimonial}: </span>
          <span className="font-semibold">{testimonial.author}</span>
          <span className="text-muted">, {testimonial.position[lang]}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** The case itself: the project as the page's h1, challenge, solution, the client's words, results and gallery. */
export function CaseStudyStory({ study }: { study: PublishedCaseStudy }) {
  const { lang, t } = useLanguage();
  const texts = t.caseStudyPage;
  const [firstImage, ...moreImages] = study.images;
  return (
    <article>
      <p className="text-sm font-semibold text-accent">{study.category[lang]}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {study.title[lang]}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{study.summary[lang]}</p>
      {firstImage && (
        // A fixed 4:3 frame (the drawings' shape): a photograph of any shape fills it, cropped.
        <ContentImage
          image={firstImage}
          eager
          className="mt-8 aspect-4/3 w-full rounded-3xl border border-line object-cover"
        />
      )}
      <StoryPart titleId="challenge-title" heading={texts.challenge} className="mt-12">
        <p className="mt-4 leading-relaxed text-muted">{study.challenge[lang]}</p>
      </StoryPart>
      <StoryPart titleId="solution-title" heading={texts.solution} className="mt-10">
        <p className="mt-4 leading-relaxed text-muted">{study.solution[lang]}</p>
      </StoryPart>
      <Testimonial testimonial={study.testimonial} />
      <StoryPart titleId="results-title" heading={texts.results} className="mt-10">
        <ul className="mt-4 space-y-4" data-testid="case-study-results">
          {study.results.map((result) => (
            <li key={result.outcome.en} className="flex gap-3 leading-relaxed">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>
                {result.outcome[lang]}
                {/* The line break is only visual: copied or read aloud, the figure and its period stay two phrases. */}
                <span className="sr-only">, </span>
                {/* A figure says when it was measured and where it comes from. */}
                <span className="block text-sm text-muted">
                  {result.period[lang]} · {texts.resultSource}: {result.source[lang]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </StoryPart>
      {moreImages.length > 0 && (
        <StoryPart titleId="gallery-title" heading={texts.gallery} className="mt-12">
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {moreImages.map((image) => (
              <li key={image.src}>
                {/* 3:2 frames, so photographs and drawings line up in the grid. */}
                <ContentImage
                  image={image}
                  className="aspect-3/2 w-full rounded-2xl border border-line object-cover"
                />
              </li>
            ))}
          </ul>
        </StoryPart>
      )}
    </article>
  );
}
