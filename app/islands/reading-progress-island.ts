/** An article's reading progress, hydrated at the first scroll (client:scroll). */
import { ReadingProgressOnPage } from "../components/blog/reading-progress.tsx";
import { onPage } from "./page-context.tsx";

export const ReadingProgressIsland = onPage(ReadingProgressOnPage);
