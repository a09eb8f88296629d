/**
 * The shapes of case studies and the agency profile (content/entries/case-studies.json),
 * checked at build time and by the editor.
 */
import { z } from "zod";
import { imageRef, localizedText, text } from "./schema.ts";

/**
 * A measured outcome, never a claim without its period and where the figure comes from.
 * Its headline figure is shown large and must be written, as it is, in the outcome's
 * sentence in each language: a figure the outcome does not state cannot stand on the page.
 */
export const caseStudyResultSchema = z
  .object({
    /** The number shown large: "1120", "2,4%", "9 na 10" (copied from the outcome). */
    figure: localizedText,
    outcome: localizedText,
    /** What period the figure covers, and against which period when it compares. */
    period: localizedText,
    /** Where the figure comes from: the booking calendar, Google Analytics 4, … */
    source: localizedText,
  })
  .superRefine((result, context) => {
    for (const lang of ["pl", "en"] as const) {
      if (!result.outcome[lang].includes(result.figure[lang])) {
        context.addIssue({
          code: "custom",
          path: ["figure", lang],
          message: "must be written as it is in the outcome's sentence",
        });
      }
    }
  });

export type CaseStudyResult = z.infer<typeof caseStudyResultSchema>;

export const caseStudySchema = z.object({
  /** URL slug, also the portfolio project id. */
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a URL slug"),
  title: localizedText,
  client: text,
  year: z.string().regex(/^\d{4}$/, "must be a four-digit year"),
  category: localizedText,
  /** The client's industry, shown beside the case: "Barbershop", never the agency's own. */
  industry: localizedText,
  /** What we did in this project, one item each, in both languages. */
  scope: z
    .object({ pl: z.array(text).min(1), en: z.array(text).min(1) })
    .refine((scope) => scope.pl.length === scope.en.length, {
      path: ["en"],
      message: "must list as many items as the Polish list",
    }),
  /** Where the client is, when the case says so: "Szczecin". */
  location: localizedText.optional(),
  summary: localizedText,
  /** The chapters: the first sentence of each is the page's lead, the rest its body. */
  challenge: localizedText,
  /** How the work went, step by step: what was done, never a measured result. */
  process: z.object({
    lead: localizedText,
    steps: z
      .array(z.object({ title: localizedText, text: localizedText }))
      .min(2, "needs at least 2 steps")
      .max(6, "takes at most 6 steps"),
  }),
  solution: localizedText,
  results: z.array(caseStudyResultSchema).length(3, "must list exactly 3 results"),
  /**
   * The first is the page's opening picture (cropped to a wide box, so a photograph fits);
   * the others stand between the chapters, two by two.
   */
  images: z.array(imageRef).min(1, "needs at least 1 image").max(5, "takes at most 5 images"),
  testimonial: z.object({
    text: localizedText,
    author: text,
    position: localizedText,
    /** Written by us as an example: the page labels it so. */
    sample: z.boolean(),
    /** The person agreed (in writing, on file) to have their words and name published. */
    consentRecorded: z.boolean(),
  }),
  /** Who did what, by role ("Strategia i identyfikacja"): the studio's own work. */
  credits: z
    .array(z.object({ role: localizedText }))
    .min(1, "needs at least 1 role")
    .max(8, "takes at most 8 roles"),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;

export const agencyProfileSchema = z.object({
  logo: z.string().regex(/^\/[a-z0-9/-]+\.svg$/, "must be an SVG path"),
  about: localizedText,
  location: localizedText,
  website: z.url(),
});

export type AgencyProfile = z.infer<typeof agencyProfileSchema>;

export const caseStudiesFileSchema = z.object({ caseStudies: z.array(caseStudySchema).min(1) });

export type CaseStudiesFile = z.infer<typeof caseStudiesFileSchema>;

/**
 * The profile as the agency edits it (content/entries/agency-profile.json), a
 * file of its own so a case study's page does not carry every case study; its
 * logo and website are the site's own (content/site.ts).
 */
export const agencyProfileFileSchema = agencyProfileSchema.omit({ logo: true, website: true });

export type AgencyProfileFile = z.infer<typeof agencyProfileFileSchema>;
