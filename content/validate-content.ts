/**
 * Checks every content file against its schema. It runs when the site is built
 * (react-router.config.ts) and in the unit tests, so a broken entry stops the
 * build with a message naming the file, the entry and the field — while the
 * pages themselves ship plain data and no validation code to the browser.
 */

import { z } from "zod";
import { agencyProfileSchema, caseStudySchema } from "./case-studies.schema.ts";
import { agencyProfile, caseStudies } from "./case-studies.ts";
import { clientSchema } from "./clients.schema.ts";
import { clients } from "./clients.ts";
import { faqItemSchema, faqListSchema } from "./faq.schema.ts";
import { faqItems } from "./faq.ts";
import { projectSchema } from "./portfolio.schema.ts";
import { projects } from "./portfolio.ts";
import { registrationSchema } from "./registration.schema.ts";
import { reviewsSummarySchema } from "./reviews.schema.ts";
import { builtInReviews } from "./reviews.ts";
import { validateEntries, validateOne } from "./schema.ts";
import { servicePageSchema } from "./service-pages.schema.ts";
import { servicePagesContent } from "./service-pages.ts";
import { serviceSchema } from "./services.schema.ts";
import { services } from "./services.ts";
import { site } from "./site.ts";
import { partnerSchema, teamMemberSchema } from "./team.schema.ts";
import { partners, team } from "./team.ts";

export function validateContent(): void {
  validateEntries("content/services.ts", serviceSchema, services);
  validateEntries("content/service-pages.ts", servicePageSchema, servicePagesContent);
  validateEntries("content/portfolio.ts", projectSchema, projects);
  validateEntries("content/case-studies.ts", caseStudySchema, caseStudies);
  validateOne("content/case-studies.ts", "agencyProfile", agencyProfileSchema, agencyProfile);
  validateEntries("content/team.ts", teamMemberSchema, team);
  validateOne(
    "content/team.ts",
    "team",
    z.array(teamMemberSchema).length(2, "the team has two members"),
    team,
  );
  validateEntries("content/team.ts", partnerSchema, partners);
  validateEntries("content/faq.ts", faqItemSchema, faqItems);
  validateOne("content/faq.ts", "faqItems", faqListSchema, faqItems);
  validateEntries("content/clients.ts", clientSchema, clients);
  validateOne("content/clients.ts", "clients", z.array(clientSchema).min(8).max(10), clients);
  validateOne("content/reviews.ts", "builtInReviews", reviewsSummarySchema, builtInReviews);
  validateOne("content/site.ts", "registration", registrationSchema, site.registration);
}
