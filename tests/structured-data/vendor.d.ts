/** The parts of the two untyped validation packages that the structured-data checks use. */

declare module "@marbec/web-auto-extractor" {
  export interface ExtractedData {
    jsonld?: Record<string, Record<string, unknown>[]>;
    microdata?: Record<string, Record<string, unknown>[]>;
    rdfa?: Record<string, Record<string, unknown>[]>;
    errors?: { format: string; message: string }[];
  }

  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { ExtractedData } from "@marbec/web-auto-extractor";

  export interface PathElement {
    type?: string | string[];
    property?: string;
    index?: number;
  }

  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    /** "schemaOrg" when a type or property is not in the schema.org vocabulary. */
    errorType?: string;
    rootType?: string;
    dataFormat?: string;
    path?: PathElement[];
    fieldNames?: string[];
  }

  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
