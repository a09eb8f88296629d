import type { PostSummary } from "#content/blog/types.ts";
import type { InLanguage } from "../i18n/in-language.ts";

/**
 * A post as cards, author lines and structured data receive it: in both
 * languages (the blog's own list, bundled for search) or, from a page's data,
 * in the page's language only.
 */
export type PostTeaser = PostSummary | InLanguage<PostSummary>;
