/**
 * Built-in reviews in the shape of the Google Places API, shown in the
 * pre-rendered pages and whenever live reviews cannot be fetched. The ones
 * shipped are samples (`sample: true`): the widget calls them examples, never
 * Google reviews, and the structured data claims no rating from them. Replace
 * them in content/entries/reviews.json with the agency's real Google reviews
 * (newest first) and set `sample` to false.
 */
import type { Lang } from "#shared/lang.ts";
import { typesetPolish } from "#shared/typography.ts";
import reviewsFile from "./entries/reviews.json" with { type: "json" };
import { checkedAtBuild } from "./entries.ts";
import type { Review, ReviewsSummary } from "./reviews.schema.ts";

export type { Review, ReviewsSummary };

/** The language the server asks Google Places for: its review texts and time descriptions. */
export const PLACES_LANGUAGE: Lang = "pl";

/** The built-in reviews are written in Polish (PLACES_LANGUAGE) and typeset as the site's Polish is. */
/*#__NO_SIDE_EFFECTS__*/
function typesetReviews(summary: ReviewsSummary): ReviewsSummary {
  return {
    ...summary,
    reviews: summary.reviews.map((review) => ({ ...review, text: typesetPolish(review.text) })),
  };
}

export const builtInReviews = typesetReviews(checkedAtBuild<ReviewsSummary>(reviewsFile));
