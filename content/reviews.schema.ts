/** The shape of the built-in Google reviews (content/entries/reviews.json), checked at build time and by the editor. */
import { z } from "zod";

/** One review as the Google Places API words it. */
export const reviewSchema = z.object({
  author_name: z.string().trim().min(1, "must not be empty"),
  rating: z.number().int().min(1).max(5),
  /**
   * As Google words it, in PLACES_LANGUAGE: "2 miesiące temu". Only live Places data
   * has it; otherwise the widget words the time itself from `time`.
   */
  relative_time_description: z.string().trim().min(1, "must not be empty").optional(),
  text: z.string(),
  /** When the review was posted, in Unix seconds. */
  time: z.number().int().positive(),
});

export const reviewsSummarySchema = z
  .object({
    /** True for made-up reviews: the widget labels them as examples. Live Google data is never a sample. */
    sample: z.boolean(),
    averageRating: z.number().min(0).max(5),
    totalReviews: z.number().int().min(0),
    reviews: z.array(reviewSchema),
  })
  .refine((summary) => summary.reviews.length === summary.totalReviews, {
    message: "totalReviews must equal the number of built-in reviews",
    path: ["totalReviews"],
  });

export type Review = z.infer<typeof reviewSchema>;
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;
