/** The shapes of compiled blog posts: what pages and components receive. */
import type { Localized } from "#shared/lang.ts";
import type { AuthorId } from "./authors.ts";
import type { CategoryId } from "./categories.ts";
import type { ArticleExtras, ArticleLayout, ChecklistPdf } from "./schema.ts";

export type { ArticleExtras, ArticleLayout, ChecklistPdf };

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
  /** What changed on `updatedAt`, when the article has been updated. */
  updateNote?: Localized;
  readTime: number;
  featuredImage: string;
  featured: boolean;
  /** The English page shows the Polish body and canonicalises to the Polish URL. */
  polishOnly: boolean;
}

export interface FaqItem {
  question: string;
  /** Trusted HTML rendered from the article's Markdown. */
  answerHtml: string;
}

/** A price table lifted out of the body and shown as package cards. */
export interface PricingTable {
  headers: string[];
  /** Cells as trusted inline HTML; the first cell names the package. */
  rows: string[][];
}

/** The body in order: Markdown sections, the FAQ and price tables where they stood. */
export type BodyBlock =
  | { kind: "html"; html: string }
  | { kind: "faq"; heading: string; items: FaqItem[] }
  | { kind: "pricing"; table: PricingTable };

export interface HowToStep {
  name: string;
  text: string;
  /** The id of the step's heading in the rendered body. */
  anchor: string;
}

/** One language's rendered body. */
export interface PostBody {
  blocks: BodyBlock[];
  faq: FaqItem[];
  /** "## Krok 1: …" sections, for HowTo structured data. */
  steps: HowToStep[];
  wordCount: number;
  /** Blocks shown between the body and its FAQ (from the front matter). */
  extras: ArticleExtras | null;
}

/** Server-side only: bodies and search-engine texts never ship in the page bundles. */
export interface PostContent {
  slug: string;
  layout: ArticleLayout;
  checklistPdf: ChecklistPdf | null;
  seo: Localized<PostSeo>;
  pl: PostBody;
  /** Null when the article is written in Polish only. */
  en: PostBody | null;
}
