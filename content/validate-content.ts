/**
 * Checks every content file against its schema. It runs when the site is built
 * (react-router.config.ts) and in the unit tests, so a broken entry stops the
 * build with a message naming the file, the entry and the field — while the
 * pages themselves ship plain data and no validation code to the browser.
 */

import { agencyProfileSchema, caseStudySchema } from "./case-studies.schema.ts";
import { agencyProfile, caseStudies } from "./case-studies.ts";
import { projectSchema } from "./portfolio.schema.ts";
import { projects } from "./portfolio.ts";
import { reviewsSummarySchema } from "./reviews.schema.ts";
import { builtInReviews } from "./reviews.ts";
import { validateEntries, validateOne } from "./schema.ts";
import { servicePageSchema } from "./service-pages.schema.ts";
import { servicePagesContent } from "./service-pages.ts";
import { serviceSchema } from "./services.schema.ts";
import { services } from "./services.ts";

export function validateContent(): void {
  validateEntries("content/services.ts", serviceSchema, services);
  validateEntries("content/service-pages.ts", servicePageSchema, servicePagesContent);
  validateEntries("content/portfolio.ts", projectSchema, projects);
  validateEntries("content/case-studies.ts", caseStudySchema, caseStudies);
  validateOne("content/case-studies.ts", "agencyProfile", agencyProfileSchema, agencyProfile);
  validateOne("content/reviews.ts", "builtInReviews", reviewsSummarySchema, builtInReviews);
}
