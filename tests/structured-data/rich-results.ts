/**
 * Google's rich-result requirements as `@adobe/structured-data-validator` implements them,
 * over a pinned schema.org vocabulary (see README.md): no network, the same verdict on
 * every machine.
 */
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import WebAutoExtractor, { type ExtractedData } from "@marbec/web-auto-extractor";
import { schemaOrgVocabulary } from "./vocabulary.ts";

export type { ValidationIssue };

const validator = new Validator(schemaOrgVocabulary());

function extract(html: string): ExtractedData {
  return new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(
    html,
  );
}

/** Every issue in the JSON-LD, microdata and RDFa of an HTML document. */
export function richResultIssues(html: string): Promise<ValidationIssue[]> {
  return validator.validate(extract(html));
}

/** The page's JSON-LD objects by their top-level type, as a crawler reads them. */
export function jsonLdOf(html: string): Record<string, Record<string, unknown>[]> {
  return extract(html).jsonld ?? {};
}

/** The issues of one JSON-LD block, read from a page the way a crawler reads it. */
export function jsonLdIssues(data: unknown): Promise<ValidationIssue[]> {
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return richResultIssues(
    `<!doctype html><html><head><script type="application/ld+json">${json}</script></head></html>`,
  );
}

export const errorsIn = (issues: readonly ValidationIssue[]) =>
  issues.filter((issue) => issue.severity === "ERROR");

/**
 * Errors plus terms schema.org does not define (the validator only warns about those):
 * what a builder's own unit test rules out.
 */
export const problemsIn = (issues: readonly ValidationIssue[]) =>
  issues.filter((issue) => issue.severity === "ERROR" || issue.errorType === "schemaOrg");

/** "Service > offers[1] (AggregateOffer): Required attribute "lowPrice" is missing" */
export function describeIssue(issue: ValidationIssue): string {
  const where = (issue.path ?? [])
    .map((step) => {
      const type = [step.type ?? []].flat().join(", ");
      const index = step.index !== undefined && (step.property || !type) ? `[${step.index}]` : "";
      if (!step.property) return type;
      return `${step.property}${index}${type ? ` (${type})` : ""}`;
    })
    .join(" > ");
  return `${where || issue.rootType || issue.dataFormat}: ${issue.issueMessage}`;
}
