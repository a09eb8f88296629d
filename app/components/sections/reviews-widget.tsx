import { useEffect, useState } from "react";
import { formatCount } from "#content/plural.ts";
import { PLACES_LANGUAGE, type Review, type ReviewsSummary } from "#content/reviews.ts";
import { site } from "#content/site.ts";
import { fill } from "#shared/i18n/fill.ts";
import { filledStars, formatAverage, MAX_STARS } from "../../home/rating.ts";
import { reviewDate, reviewIsoDate, timeAgo } from "../../home/review-time.ts";
import { useClientNow } from "../../hooks/use-client-now.ts";
import { useHydrating } from "../../hooks/use-hydrating.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ExternalLink } from "../ui/external-link.tsx";

export const REVIEWS_SHOWN = 3;
export const REVIEWS_API = "/api/reviews";

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; summary: ReviewsSummary };

function isReview(value: unknown): value is Review {
  if (!value || typeof value !== "object") return false;
  const review: Record<string, unknown> = { ...value };
  return (
    typeof review.author_name === "string" &&
    typeof review.rating === "number" &&
    (review.relative_time_description === undefined ||
      typeof review.relative_time_description === "string") &&
    typeof review.text === "string" &&
    typeof review.time === "number"
  );
}

/** Reads GET /api/reviews; anything but a well-formed summary counts as a failure. */
function toSummary(value: unknown): ReviewsSummary | null {
  if (!value || typeof value !== "object") return null;
  const body: Record<string, unknown> = { ...value };
  const { sample, averageRating, totalReviews, reviews } = body;
  if (typeof averageRating !== "number" || typeof totalReviews !== "number") return null;
  if (!Array.isArray(reviews) || !reviews.every(isReview)) return null;
  // Only the server's built-in samples say so; reviews without the flag came from Google.
  return { sample: sample === true, averageRating, totalReviews, reviews };
}

/** The answer of the last successful fetch in this page's life, reused by later visits to home. */
let fetched: ReviewsSummary | undefined;

/**
 * A widget hydrating the pre-rendered page shows the reviews baked into it;
 * one mounted later (a client-side visit to the home page) shows what an
 * earlier fetch brought, or the skeleton until its own fetch answers.
 */
function initialState(initial: ReviewsSummary, hydrating: boolean): State {
  if (hydrating) return { status: "ready", summary: initial };
  return fetched ? { status: "ready", summary: fetched } : { status: "loading" };
}

/** A star's corners in a 20-unit square; the row repeats it every STAR_STEP units. */
const STAR_CORNERS = [
  [10, 1.5],
  [12.6, 6.9],
  [18.5, 7.7],
  [14.2, 11.8],
  [15.2, 17.7],
  [10, 14.9],
  [4.8, 17.7],
  [5.8, 11.8],
  [1.5, 7.7],
  [7.4, 6.9],
] as const;
const STAR_STEP = 22;
const ROW_WIDTH = MAX_STARS * STAR_STEP - (STAR_STEP - 20);

/** The stars from `from` up to (not including) `to` of a row, as one path. */
function starsPath(from: number, to: number): string {
  let path = "";
  for (let star = from; star < to; star++) {
    const corners = STAR_CORNERS.map(([x, y]) => `${x + star * STAR_STEP} ${y}`);
    path += `M${corners.join("L")}z`;
  }
  return path;
}

/**
 * Five stars filled up to the rating, drawn as one picture (two paths: the filled and the
 * empty ones); without a label they only draw what a text beside them says.
 */
function Stars({ value, label, size }: { value: number; label?: string; size: string }) {
  const filled = filledStars(value);
  return (
    <svg
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      viewBox={`0 0 ${ROW_WIDTH} 20`}
      focusable="false"
      className={`${size} inline-block w-auto align-baseline`}
      data-filled={filled}
    >
      <path className="text-river" fill="currentColor" d={starsPath(0, filled)} />
      {filled < MAX_STARS && (
        <path className="text-line" fill="currentColor" d={starsPath(filled, MAX_STARS)} />
      )}
    </svg>
  );
}

/**
 * When the review was written: Google's own words when live Places data brings
 * them in the page's language, otherwise worked out from its time. The
 * pre-rendered page shows the date, the browser then how long ago.
 */
function ReviewTime({ review }: { review: Review }) {
  const { lang } = useLanguage();
  const now = useClientNow();
  const date = reviewDate(review.time, lang);
  const google = lang === PLACES_LANGUAGE ? review.relative_time_description : undefined;
  return (
    <time
      dateTime={reviewIsoDate(review.time)}
      title={date}
      className="block text-sm text-muted"
      data-testid="review-time"
    >
      {google ?? (now === null ? date : timeAgo(review.time, now, lang))}
    </time>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useLanguage();
  const stars = filledStars(review.rating);
  return (
    <li className="flex w-[82%] shrink-0 snap-start flex-col rounded-2xl border border-line bg-panel p-6 sm:w-auto">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-river/15 text-lg font-bold text-river"
        >
          {review.author_name.trim().charAt(0).toUpperCase()}
        </span>
        <div>
          <p className="font-semibold">{review.author_name}</p>
          <ReviewTime review={review} />
        </div>
      </div>
      <div className="mt-4">
        <Stars value={stars} label={fill(t.reviews.stars, { count: stars })} size="h-4" />
      </div>
      {/* Google returns reviews in the language they were written in: Polish. */}
      <p lang={PLACES_LANGUAGE} className="mt-3 leading-relaxed text-muted">
        {review.text}
      </p>
    </li>
  );
}

const placeholders = ["first", "second", "third"] as const;

function Skeleton() {
  const { t } = useLanguage();
  return (
    <div role="status" aria-label={t.reviews.loading} data-testid="reviews-skeleton">
      <div className="mx-auto h-9 w-56 rounded-lg bg-panel-strong motion-safe:animate-pulse" />
      <div className="mx-auto mt-4 h-5 w-72 rounded bg-panel motion-safe:animate-pulse" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3" aria-hidden="true">
        {placeholders.map((key) => (
          <li
            key={key}
            className="h-56 rounded-2xl border border-line bg-panel motion-safe:animate-pulse"
          />
        ))}
      </ul>
    </div>
  );
}

/**
 * Home section 4, the reviews widget: the Google rating, review count, a
 * link to the profile and the first three reviews. The pre-rendered page
 * carries the built-in reviews; the browser then asks GET /api/reviews for
 * the current ones. Sample reviews (content/reviews.ts) are shown as examples:
 * their heading never says Google, and no link suggests the profile holds them.
 */
export function ReviewsWidget({ initial }: { initial: ReviewsSummary }) {
  const { lang, t } = useLanguage();
  const texts = t.reviews;
  const hydrating = useHydrating();
  const [state, setState] = useState<State>(() => initialState(initial, hydrating));

  useEffect(() => {
    // A later visit already shows the reviews fetched earlier in this page's life.
    if (fetched) return;
    const controller = new AbortController();
    fetch(REVIEWS_API, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`reviews answered ${response.status}`);
        const summary = toSummary(await response.json());
        if (!summary) throw new Error("reviews answered an unexpected shape");
        fetched = summary;
        setState({ status: "ready", summary });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // Reviews already on screen stay; only an empty widget turns into the message.
        setState((current) => (current.status === "ready" ? current : { status: "error" }));
      });
    return () => controller.abort();
  }, []);

  return (
    <section
      aria-labelledby={state.status === "ready" ? "reviews-title" : undefined}
      aria-label={state.status === "ready" ? undefined : texts.heading}
      data-testid="reviews"
      className={`wrap py-10 sm:py-12 ${RENDER_WHEN_NEAR}`}
    >
      {state.status === "loading" && <Skeleton />}
      {state.status === "error" && (
        <p
          role="status"
          className="rounded-2xl border border-line bg-panel p-6 text-center text-muted"
        >
          {texts.error}
        </p>
      )}
      {state.status === "ready" && (
        <>
          <div className="section-rule grid gap-4 pt-6 lg:grid-cols-12 lg:items-end lg:gap-10">
            <h2 id="reviews-title" className="text-heading font-bold text-balance lg:col-span-7">
              {state.summary.sample ? texts.sampleHeading : texts.heading}
            </h2>
            <p className="max-w-xl text-lead text-muted text-pretty lg:col-span-5 lg:pb-1">
              {state.summary.sample ? texts.sampleIntro : texts.intro}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 lg:col-span-12">
              <p className="flex items-center gap-3">
                <span className="text-4xl font-bold" data-testid="reviews-average">
                  <span className="sr-only">
                    {fill(texts.average, {
                      rating: formatAverage(state.summary.averageRating, lang),
                    })}
                  </span>
                  <span aria-hidden="true">{formatAverage(state.summary.averageRating, lang)}</span>
                </span>
                {/* The average above already says the rating: these stars only draw it. */}
                <Stars value={state.summary.averageRating} size="h-6" />
              </p>
              <p className="text-muted" data-testid="reviews-count">
                {formatCount(state.summary.totalReviews, lang, texts.count)}
              </p>
              {!state.summary.sample && (
                <ExternalLink
                  href={site.googleReviewsUrl}
                  className="font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {texts.seeAll}
                </ExternalLink>
              )}
            </div>
          </div>
          <ul
            data-testid="reviews-list"
            className="-mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-3"
          >
            {state.summary.reviews.slice(0, REVIEWS_SHOWN).map((review) => (
              <ReviewCard key={`${review.author_name}-${review.time}`} review={review} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
