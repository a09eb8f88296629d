/**
 * Checks every content file against its schema. It runs when the site is built
 * (react-router.config.ts) and in the unit tests, so a broken entry stops the
 * build with a message naming the file, the entry and the field — while the
 * pages themselves ship plain data and no validation code to the browser.
 * The files the agency edits in the CMS are paired with their schemas in
 * content/entry-files.ts, which the editor checks with before it saves.
 */
import agencyProfile from "./entries/agency-profile.json" with { type: "json" };
import caseStudies from "./entries/case-studies.json" with { type: "json" };
import clients from "./entries/clients.json" with { type: "json" };
import company from "./entries/company.json" with { type: "json" };
import faq from "./entries/faq.json" with { type: "json" };
import offer from "./entries/offer.json" with { type: "json" };
import portfolio from "./entries/portfolio.json" with { type: "json" };
import reviews from "./entries/reviews.json" with { type: "json" };
import team from "./entries/team.json" with { type: "json" };
import { type EntryFileName, entryFiles } from "./entry-files.ts";
import { validateEntries, validateFile } from "./schema.ts";
import { servicePageSchema } from "./service-pages.schema.ts";
import { servicePagesContent } from "./service-pages.ts";
import { serviceSchema } from "./services.schema.ts";
import { services } from "./services.ts";

/** Each entry file's data as the build reads it. */
export const shippedEntries: Record<EntryFileName, unknown> = {
  offer,
  faq,
  team,
  reviews,
  portfolio,
  caseStudies,
  agencyProfile,
  clients,
  company,
};

/** Throws a ContentError naming every broken field of the content, file by file. */
export function validateContent(data: Record<EntryFileName, unknown> = shippedEntries): void {
  validateEntries("content/services.ts", serviceSchema, services);
  validateEntries("content/service-pages.ts", servicePageSchema, servicePagesContent);
  for (const [name, { file, schema }] of Object.entries(entryFiles)) {
    validateFile(file, schema, data[name as EntryFileName]);
  }
}
