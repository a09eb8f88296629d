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

const localizedText = z.object({ pl: z.string().min(1), en: z.string().min(1) });

export const polishFrontMatter = z.object({
  id: z.coerce.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  title: z.string().min(10).max(160),
  excerpt: z.string().min(60).max(320),
  author: z.enum(authorIds),
  authorPosition: localizedText.optional(),
  category: z.enum(categoryIds),
  tags: z.array(z.string().min(1)).min(1),
  publishedAt: timestamp,
  updatedAt: timestamp,
  readTime: z.number().int().positive(),
  featuredImage: z.string().regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/, "must be a site path"),
  featured: z.boolean(),
  seo,
});

export const englishFrontMatter = z.object({
  title: z.string().min(10).max(160),
  excerpt: z.string().min(60).max(320),
  seo,
});

export type PolishFrontMatter = z.infer<typeof polishFrontMatter>;
export type EnglishFrontMatter = z.infer<typeof englishFrontMatter>;

/** "seo.title: Too big: expected string to have <=70 characters" */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length > 0 ? issue.path.join(".") : "(front-matter)"}: ${issue.message}`,
    )
    .join("; ");
}
