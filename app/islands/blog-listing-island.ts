/** The blog's search, filters and results, hydrated at the visitor's first touch (client:interaction). */
import { BlogListing } from "../components/blog/blog-listing.tsx";
import { onPage } from "./page-context.tsx";

export const BlogListingIsland = onPage(BlogListing);
