/**
 * The data files the agency edits in the CMS, each with the schema that
 * checks it: the build (content/validate-content.ts) and the editor (cms/)
 * read this one list, so a file and its schema are paired in one place.
 * Paths are relative to the repository's root, as the CMS writes them.
 */
import { agencyProfileFileSchema, caseStudiesFileSchema } from "./case-studies.schema.ts";
import { clientsFileSchema } from "./clients.schema.ts";
import { companySchema } from "./company.schema.ts";
import { faqFileSchema } from "./faq.schema.ts";
import { offerFileSchema } from "./offer.schema.ts";
import { portfolioFileSchema } from "./portfolio.schema.ts";
import { reviewsSummarySchema } from "./reviews.schema.ts";
import { serviceImagesFileSchema } from "./service-images.schema.ts";
import { teamFileSchema } from "./team.schema.ts";

export const entryFiles = {
  offer: { file: "content/entries/offer.json", schema: offerFileSchema },
  faq: { file: "content/entries/faq.json", schema: faqFileSchema },
  team: { file: "content/entries/team.json", schema: teamFileSchema },
  reviews: { file: "content/entries/reviews.json", schema: reviewsSummarySchema },
  portfolio: { file: "content/entries/portfolio.json", schema: portfolioFileSchema },
  caseStudies: { file: "content/entries/case-studies.json", schema: caseStudiesFileSchema },
  agencyProfile: { file: "content/entries/agency-profile.json", schema: agencyProfileFileSchema },
  clients: { file: "content/entries/clients.json", schema: clientsFileSchema },
  company: { file: "content/entries/company.json", schema: companySchema },
  serviceImages: { file: "content/entries/service-images.json", schema: serviceImagesFileSchema },
} as const;

export type EntryFileName = keyof typeof entryFiles;
