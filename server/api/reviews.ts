/**
 * GET /api/reviews: the built-in reviews (content/reviews.ts), or, with
 * GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID set, live reviews from the Google
 * Places API fetched by the server, cached for 24 hours, and the built-in
 * ones whenever Google cannot be reached or answers something unexpected.
 */
import { Hono } from "hono";
import { z } from "zod";
import { reviewSchema } from "../../content/reviews.schema.ts";
import { builtInReviews, PLACES_LANGUAGE, type ReviewsSummary } from "../../content/reviews.ts";
import type { Logger } from "../log.ts";

export const REVIEWS_TTL_MS = 24 * 60 * 60 * 1000;
/** After a failed fetch the built-in reviews are served for a while before trying again. */
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

const placeDetails = z.object({
  status: z.literal("OK"),
  result: z.object({
    rating: z.number().min(0).max(5),
    user_ratings_total: z.number().int().min(0),
    reviews: z.array(reviewSchema).default([]),
  }),
});

export interface ReviewsOptions {
  apiKey?: string;
  placeId?: string;
  fetch?: typeof fetch;
  now?: () => number;
  log: Logger;
}

export function createReviewsSource(options: ReviewsOptions) {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { value: ReviewsSummary; until: number } | undefined;
  let inFlight: Promise<ReviewsSummary> | undefined;

  async function fetchLive(apiKey: string, placeId: string): Promise<ReviewsSummary> {
    const url = new URL("https://maps.googleapis.com/maps/api/place/details/json");
    url.searchParams.set("place_id", placeId);
    url.searchParams.set("fields", "rating,user_ratings_total,reviews");
    url.searchParams.set("language", PLACES_LANGUAGE);
    url.searchParams.set("reviews_sort", "newest");
    url.searchParams.set("key", apiKey);
    const response = await fetchFn(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Places API answered ${response.status}`);
    const { result } = placeDetails.parse(await response.json());
    return {
      sample: false,
      averageRating: result.rating,
      totalReviews: result.user_ratings_total,
      reviews: result.reviews,
    };
  }

  return {
    async get(): Promise<ReviewsSummary> {
      const { apiKey, placeId } = options;
      if (!apiKey || !placeId) return builtInReviews;
      if (cached && cached.until > now()) return cached.value;
      inFlight ??= fetchLive(apiKey, placeId)
        .then((value) => {
          cached = { value, until: now() + REVIEWS_TTL_MS };
          return value;
        })
        .catch((error: unknown) => {
          options.log.warn("reviews fallback", {}, error);
          cached = { value: builtInReviews, until: now() + RETRY_AFTER_FAILURE_MS };
          return builtInReviews;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

export function createReviewsApi(source: ReturnType<typeof createReviewsSource>): Hono {
  const api = new Hono();
  api.get("/api/reviews", async (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(await source.get());
  });
  return api;
}
