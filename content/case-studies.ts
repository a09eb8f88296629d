/**
 * The case studies behind the portfolio (/case-study/{id}) and the agency
 * profile shown beside them. Every result is a measured outcome with the
 * period it covers and where the figure comes from: a change needs a baseline
 * to compare with, and a business that had nothing before (a new salon) is
 * measured in absolute terms. Edited in content/entries/case-studies.json and
 * agency-profile.json, checked at build time (content/case-studies.schema.ts).
 */

import { typesetPolishTree } from "#shared/typography.ts";
import type {
  AgencyProfile,
  AgencyProfileFile,
  CaseStudiesFile,
  CaseStudy,
} from "./case-studies.schema.ts";
import agencyProfileData from "./entries/agency-profile.json" with { type: "json" };
import caseStudiesData from "./entries/case-studies.json" with { type: "json" };
import { checkedAtBuild, fieldOf } from "./entries.ts";
import { site } from "./site.ts";

export type { AgencyProfile, CaseStudy };

export const caseStudies: readonly CaseStudy[] = typesetPolishTree(
  fieldOf<CaseStudiesFile, "caseStudies">(caseStudiesData, "caseStudies"),
);

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === slug);
}

/** The agency card shown beside every case study: its logo and address are the site's. */
export const agencyProfile: AgencyProfile = {
  ...typesetPolishTree(checkedAtBuild<AgencyProfileFile>(agencyProfileData)),
  logo: site.logo,
  website: `${site.url}/`,
};

/** The project a case study's page ends with: the next one in the list, the last leading back to the first. */
export function nextCaseStudy(id: string, list: readonly CaseStudy[] = caseStudies): CaseStudy {
  const index = list.findIndex((study) => study.id === id);
  const next = list[(index + 1) % list.length];
  if (!next) throw new Error("there is no case study to follow");
  return next;
}
