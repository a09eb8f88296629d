/** What a post's front-matter must look like; checked when the site is built. */
import { z } from "zod";
import { authorIds } from "./authors.ts";
import { categoryIds } from "./categories.ts";

/** gray-matter turns unquoted YAML timestamps into Date objects; accept both forms. */
const timestamp = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : value),
  z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
      "must be an ISO timestamp such as 2025-08-29T09:00:00+02:00",
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), "is not a real date"),
);

const seo = z.object({
  title: z.string().min(15).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(1)).min(1),
});

const text = z.string().min(1);
const localizedText = z.object({ pl: text, en: text });

/**
 * How an article page is laid out around its body (what each layout adds is
 * app/components/blog/article-layouts.tsx):
 * - "default": the body and its FAQ, each question opening on its own;
 * - "local-agency": the agency's address and a way to its branding services after
 *   the body, the reading progress complete at the related articles;
 * - "free-audit": an offer of a free campaign audit before the FAQ, one answer open at a time;
 * - "checklist": the downloadable checklist (`checklistPdf`) above the body and
 *   before the FAQ, one answer open at a time;
 * - "web-app": a call to plan a web application after the body.
 */
export const articleLayouts = [
  "default",
  "local-agency",
  "free-audit",
  "checklist",
  "web-app",
] as const;

/** A checklist the article offers as a PDF download, written in Polish. */
const checklistPdf = z.object({
  /** Where the PDF is served, e.g. /blog/checklista-identyfikacji-wizualnej.pdf. */
  path: z.string().regex(/^\/blog\/[a-z0-9-]+\.pdf$/, "must be a path like /blog/name.pdf"),
  /** The name the download is saved under. */
  fileName: z.string().regex(/^[a-z0-9-]+\.pdf$/, "must be a file name like name.pdf"),
  /** The line under the download button, in the page's language. */
  note: localizedText,
  title: text,
  intro: text,
  sections: z.array(z.object({ heading: text, items: z.array(text).min(1) })).min(1),
});

/** Structured blocks shown between an article's body and its FAQ, in the body's language. */
const extras = z.object({
  /** Question cards: what to ask, the points to listen for and links to read more. */
  questions: z
    .array(
      z.object({
        number: z.number().int().positive(),
        question: text,
        details: z.array(text).min(1),
        links: z
          .array(z.object({ label: text, href: z.string().regex(/^(\/|https?:\/\/)/) }))
          .optional(),
      }),
    )
    .min(1),
  mistakes: z.array(z.object({ title: text, description: text, consequence: text })).min(1),
  /** Items the reader ticks off; the page counts them. */
  checklist: z.array(text).min(1),
  metrics: z
    .array(
      z.object({
        name: text,
        description: text,
        tool: text,
        frequency: z.enum(["daily", "weekly", "monthly"]),
      }),
    )
    .min(1),
  /** The article's FAQ when its body has no FAQ section (answers in plain text). */
  faq: z.array(z.object({ question: text, answer: text })).min(1),
});

export const polishFrontMatter = z
  .object({
    id: z.coerce.string().min(1),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    title: z.string().min(10).max(160),
    excerpt: z.string().min(60).max(320),
    author: z.enum(authorIds),
    authorPosition: localizedText.optional(),
    category: z.enum(categoryIds),
    tags: z.array(z.string().min(1)).min(1),
    publishedAt: timestamp,
    updatedAt: timestamp,
    /** What changed on `updatedAt`, one line in each language; only when it differs from `publishedAt`. */
    updateNote: localizedText.optional(),
    readTime: z.number().int().positive(),
    featuredImage: z.string().regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/, "must be a site path"),
    featured: z.boolean(),
    layout: z.enum(articleLayouts).default("default"),
    /** The body's first table is a price list, shown as package cards. */
    pricingTable: z.boolean().default(false),
    seo,
    extras: extras.optional(),
    checklistPdf: checklistPdf.optional(),
  })
  .refine((post) => (post.layout === "checklist") === (post.checklistPdf !== undefined), {
    path: ["checklistPdf"],
    message: 'is required by the "checklist" layout and shown by no other',
  })
  .refine((post) => (post.updatedAt !== post.publishedAt) === (post.updateNote !== undefined), {
    path: ["updateNote"],
    message:
      "says what changed on updatedAt: required when updatedAt differs from publishedAt, and left out when the article has not been updated",
  });

export const englishFrontMatter = z.object({
  title: z.string().min(10).max(160),
  excerpt: z.string().min(60).max(320),
  seo,
  extras: extras.optional(),
});

export type PolishFrontMatter = z.infer<typeof polishFrontMatter>;
export type EnglishFrontMatter = z.infer<typeof englishFrontMatter>;
export type ArticleLayout = (typeof articleLayouts)[number];
export type ArticleExtras = z.infer<typeof extras>;
export type ChecklistPdf = z.infer<typeof checklistPdf>;

/** "seo.title: Too big: expected string to have <=70 characters" */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length > 0 ? issue.path.join(".") : "(front-matter)"}: ${issue.message}`,
    )
    .join("; ");
}
