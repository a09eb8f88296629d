/**
 * First-party lead attribution: where a lead came from, without cookies or
 * identifiers. The browser keeps the visit's landing page, external referrer
 * and UTM parameters in memory (app/measurement/visit.ts) and sends them with
 * the page the form was on in one header, URL-encoded so it stays ASCII; the
 * server checks each value and stores it with the lead.
 */

export const attributionHeader = "X-Lead-Attribution";

/** The values a lead records, in the order the mail and the export show them. */
export const attributionFields = [
  "page",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;
export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Partial<Record<AttributionField, string>>;
/** What the server stores with a lead: every field, null where nothing valid was sent. */
export type StoredAttribution = Record<AttributionField, string | null>;

export const utmFields = [
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const satisfies readonly AttributionField[];

/** The landing URL's parameters behind the utm* fields. */
export const utmParameters: Record<(typeof utmFields)[number], string> = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
};

/** Longest value kept (in characters): paths and URLs get room, campaign names less. */
export const attributionLimits: Record<AttributionField, number> = {
  page: 300,
  landingPage: 300,
  referrer: 500,
  utmSource: 150,
  utmMedium: 150,
  utmCampaign: 150,
  utmTerm: 150,
  utmContent: 150,
};

/** The header's value: only the fields that have one. */
export function encodeAttribution(attribution: Attribution): string {
  const params = new URLSearchParams();
  for (const field of attributionFields) {
    const value = attribution[field];
    if (value) params.set(field, value.slice(0, attributionLimits[field]));
  }
  return params.toString();
}
