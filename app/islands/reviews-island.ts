/** The reviews, hydrated as they come into view (client:visible): their dates turn relative. */
import { ReviewsWidget } from "../components/sections/reviews-widget.tsx";
import { onPage } from "./page-context.tsx";

export const ReviewsIsland = onPage(ReviewsWidget);
