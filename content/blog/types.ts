/** The shapes of compiled blog posts: what pages and components receive. */
import type { Localized } from "../localized.ts";
import type { AuthorId } from "./authors.ts";
import type { CategoryId } from "./categories.ts";

export interface PostSeo {
  title: string;
  description: string;
  keywords: string[];
}

/** Everything the index, cards and related strips need (no article bodies). */
export interface PostSummary {
  id: string;
  slug: string;
  title: Localized;
  excerpt: Localized;
  author: AuthorId;
  /** Overrides the author's usual position on this post. */
  authorPosition?: Localized;
  category: CategoryId;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  readTime: number;
  featuredImage: string;
  featured: boolean;
  /** The English page shows the Polish body and canonicalises to the Polish URL. */
  polishOnly: boolean;
  seo: Localized<PostSeo>;
}

export interface FaqItem {
  question: string;
  /** Trusted HTML rendered from the article's Markdown. */
  answerHtml: string;
}

export interface PriceRow {
  cells: string[];
}

/** One language's rendered body, split into the parts special layouts use. */
export interface PostBody {
  /** Trusted HTML of the body without the FAQ section. */
  html: string;
  faq: FaqItem[];
  /** Headings (##) of the body with their anchor ids. */
  headings: { id: string; text: string }[];
  wordCount: number;
}

export interface Post extends PostSummary {
  body: Localized<PostBody | null>;
}
