/** The portfolio's category filter, grid and "show more", hydrated at the visitor's first touch (client:interaction). */
import { PortfolioListing } from "../components/sections/portfolio-listing.tsx";
import { onPage } from "./page-context.tsx";

export const PortfolioListingIsland = onPage(PortfolioListing);
