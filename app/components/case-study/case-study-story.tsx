import type { ReactNode } from "react";
import type { PublishedCaseStudy } from "#content/samples.ts";
import type { ImageRef } from "#content/schema.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { ProjectDetails } from "./project-details.tsx";

/** A chapter's heading size: the page's second voice after its title. */
const CHAPTER_HEADING = "text-4xl font-bold tracking-tight text-balance md:text-5xl";

/** How wide a picture of a pair is shown: half the container, or the column on a phone. */
const HALF_WIDTH = "(min-width: 80rem) 38rem, (min-width: 48rem) 50vw, calc(100vw - 2rem)";
const FULL_WIDTH = "(min-width: 80rem) 77rem, calc(100vw - 2rem)";

/**
 * A chapter's text as its lead (the first sentence, set large) and its body (the rest).
 * Both stay one paragraph, so the text reads and copies as written.
 */
export function leadAndBody(text: string): { lead: string; body: string } {
  const match = /^(.+?[.!?…])\s+(?=[\p{Lu}\d„“"])/u.exec(text);
  if (!match?.[1]) return { lead: text, body: "" };
  return { lead: match[1], body: text.slice(match[0].length) };
}

/**
 * A title's dash kept on the line of the word before it, as Polish texts already are
 * (shared/typography.ts): "Parkingi MAGR — a website…" never starts a line with "—".
 */
export function titleText(title: string): string {
  return title.replace(/ (?=[—–] )/g, "\u00a0");
}

/** Two digits for a chapter or a step: 01, 02, … */
function ordinal(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/** One chapter of the story: its number and h2 in the left columns, its text in the right. */
function Chapter({
  titleId,
  number,
  heading,
  children,
}: {
  titleId: string;
  number: number;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`mt-20 grid gap-6 sm:mt-28 lg:grid-cols-12 lg:gap-8 ${RENDER_WHEN_NEAR}`}
    >
      {/* On a wide screen the chapter's name stays in view while its text scrolls by. */}
      <div className="lg:sticky lg:top-28 lg:col-span-4 lg:self-start">
        <p aria-hidden="true" className="text-sm font-semibold text-river tabular-nums">
          {ordinal(number)}
        </p>
        <h2 id={titleId} className={`mt-2 ${CHAPTER_HEADING}`}>
          {heading}
        </h2>
      </div>
      <div className="lg:col-span-8 lg:pt-7">{children}</div>
    </section>
  );
}

/** A chapter's paragraph: the first sentence as its lead, the rest below it. */
function ChapterText({ text }: { text: string }) {
  const { lead, body } = leadAndBody(text);
  return (
    <p>
      <span className="block text-xl leading-snug text-fg sm:text-2xl">{lead}</span>
      {body && (
        <>
          {" "}
          <span className="mt-5 block max-w-2xl text-lg leading-relaxed text-muted">{body}</span>
        </>
      )}
    </p>
  );
}

/** Pictures between two chapters: a pair side by side, or one across the page. */
function Pictures({ images }: { images: readonly ImageRef[] }) {
  if (images.length === 0) return null;
  const pair = images.length > 1;
  return (
    <div className={`mt-20 grid gap-4 sm:mt-28 sm:gap-6 md:grid-cols-2 ${RENDER_WHEN_NEAR}`}>
      {images.map((image) => (
        <div
          key={image.src}
          className={`overflow-hidden rounded-3xl border border-line bg-panel ${
            pair ? "aspect-3/2" : "aspect-3/2 md:col-span-2"
          }`}
        >
          <ContentImage
            image={image}
            sizes={pair ? HALF_WIDTH : FULL_WIDTH}
            className="size-full object-cover"
          />
        </div>
      ))}
    </div>
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
    <div className={`mt-20 grid sm:mt-28 lg:grid-cols-12 lg:gap-8 ${RENDER_WHEN_NEAR}`}>
      <figure className="rounded-3xl border border-line bg-panel p-8 sm:p-12 lg:col-span-8 lg:col-start-5">
        {testimonial.kind === "sample" && (
          <p className="mb-5 text-sm font-semibold text-river" data-testid="sample-testimonial">
            {texts.sampleTestimonial}
          </p>
        )}
        <blockquote className="text-2xl leading-snug font-semibold text-fg sm:text-3xl">
          <p>{lang === "pl" ? `„${quote}”` : `“${quote}”`}</p>
        </blockquote>
        {testimonial.kind === "quote" && (
          <figcaption className="mt-6 text-sm">
            <span className="sr-only">{texts.testimonial}: </span>
            <span className="font-semibold">{testimonial.author}</span>
            <span className="text-muted">, {testimonial.position[lang]}</span>
          </figcaption>
        )}
      </figure>
    </div>
  );
}

/** The results as large figures, each over its sentence, period and source. */
function Results({ study }: { study: PublishedCaseStudy }) {
  const { lang, t } = useLanguage();
  const texts = t.caseStudyPage;
  return (
    <section aria-labelledby="results-title" className="mt-16 sm:mt-20">
      <h2 id="results-title" className="eyebrow">
        {texts.results}
      </h2>
      <ul className="mt-6 grid gap-10 md:grid-cols-3 md:gap-8" data-testid="case-study-results">
        {study.results.map((result) => (
          <li key={result.outcome.en} className="border-t border-line pt-6">
            {/* Shown large and read once: the sentence below states the same figure. */}
            <span
              aria-hidden="true"
              className="block text-6xl leading-none font-extrabold tracking-tight text-fg tabular-nums lg:text-7xl"
            >
              {result.figure[lang]}
            </span>{" "}
            <span className="mt-5 block text-lg leading-snug text-fg">
              {result.outcome[lang]}
              {/* The line break is only visual: copied or read aloud, the figure and its period stay two phrases. */}
              <span className="sr-only">, </span>
              {/* A figure says when it was measured and where it comes from. */}
              <span className="mt-3 block text-sm leading-relaxed text-muted">
                {result.period[lang]} · {texts.resultSource}: {result.source[lang]}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The case itself: its title, the client at a glance and the opening picture, the
 * results as large figures, then the chapters (challenge, process, solution) with the
 * project's pictures between them, the client's words and the credits.
 */
export function CaseStudyStory({
  study,
  website,
}: {
  study: PublishedCaseStudy;
  /** The client's live site, when there is one. */
  website: string | null;
}) {
  const { lang, t } = useLanguage();
  const texts = t.caseStudyPage;
  const [opening, ...more] = study.images;
  // Between the challenge and the process, then between the process and the solution.
  const afterChallenge = more.slice(0, 2);
  const afterProcess = more.slice(2, 4);
  return (
    <article className="mt-8">
      {/* The client's card stands beside the title on a wide screen, and after the opening
          picture on a phone, so the picture comes with the title. */}
      <header className="grid gap-10 lg:grid-cols-12 lg:gap-x-8 lg:gap-y-14">
        <div className="lg:col-span-8">
          <p className="eyebrow">{study.category[lang]}</p>
          <h1 className="mt-4 text-title font-extrabold text-balance">
            {titleText(study.title[lang])}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">
            {study.summary[lang]}
          </p>
        </div>
        <ProjectDetails
          study={study}
          website={website}
          className="order-last lg:order-none lg:col-span-4 lg:col-start-9 lg:self-end"
        />
        {opening && (
          <div
            className="aspect-4/3 overflow-hidden rounded-3xl border border-line bg-panel lg:col-span-12"
            // The portfolio card's picture grows into this one (a view transition of the same name).
            style={{ viewTransitionName: `project-${study.id}` }}
          >
            <ContentImage
              image={opening}
              eager
              sizes={FULL_WIDTH}
              className="size-full object-cover object-top"
            />
          </div>
        )}
      </header>
      <Results study={study} />
      <Chapter titleId="challenge-title" number={0} heading={texts.challenge}>
        <ChapterText text={study.challenge[lang]} />
      </Chapter>
      <Pictures images={afterChallenge} />
      <Chapter titleId="process-title" number={1} heading={texts.process}>
        <p className="text-xl leading-snug text-fg sm:text-2xl">{study.process.lead[lang]}</p>
        <ol className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2">
          {study.process.steps.map((step, index) => (
            <li key={step.title.en} className="border-t border-line pt-5">
              <span aria-hidden="true" className="text-sm font-semibold text-river tabular-nums">
                {ordinal(index)}
              </span>
              <h3 className="mt-2 text-xl font-semibold">{step.title[lang]}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text[lang]}</p>
            </li>
          ))}
        </ol>
      </Chapter>
      <Pictures images={afterProcess} />
      <Chapter titleId="solution-title" number={2} heading={texts.solution}>
        <ChapterText text={study.solution[lang]} />
      </Chapter>
      <Testimonial testimonial={study.testimonial} />
      <section
        aria-labelledby="credits-title"
        className={`mt-20 grid gap-6 border-t border-line pt-10 sm:mt-28 lg:grid-cols-12 lg:gap-8 ${RENDER_WHEN_NEAR}`}
      >
        <h2 id="credits-title" className="text-2xl font-bold tracking-tight lg:col-span-4">
          {texts.credits}
        </h2>
        <div className="lg:col-span-8">
          <p className="text-muted">{texts.creditsBy}</p>
          <ul className="mt-5 grid gap-x-8 sm:grid-cols-2" data-testid="case-study-credits">
            {study.credits.map((credit) => (
              <li key={credit.role.en} className="border-t border-line py-3 text-lg font-semibold">
                {credit.role[lang]}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
