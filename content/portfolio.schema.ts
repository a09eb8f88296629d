/** The shape of the portfolio (content/entries/portfolio.json), checked at build time and by the editor. */
import { z } from "zod";
import { imageRef, localizedText, text } from "./schema.ts";

export const projectCategories = ["web", "branding"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const projectSchema = z.object({
  /** The case-study slug: the project links to /case-study/{id}. */
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a URL slug"),
  title: text,
  category: z.enum(projectCategories),
  image: imageRef,
  description: localizedText,
  tags: z.object({ pl: z.array(text).min(1), en: z.array(text).min(1) }),
  website: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
  additionalImages: z.array(imageRef).optional(),
});

export type Project = z.infer<typeof projectSchema>;

export const portfolioFileSchema = z.object({ projects: z.array(projectSchema).min(1) });

export type PortfolioFile = z.infer<typeof portfolioFileSchema>;
