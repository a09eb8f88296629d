/**
 * Reads a lead's attribution header (shared/forms/attribution.ts). Anything
 * malformed is dropped field by field rather than refusing the lead: the
 * visitor's message matters more than where they came from.
 */
import {
  type AttributionField,
  attributionFields,
  attributionLimits,
  type StoredAttribution,
} from "../../shared/forms/attribution.ts";

/** A path on this site: "/x", never "//host/x" or "/\host/x". */
const SITE_PATH = /^\/(?![/\\])/;
/**
 * Control characters (NUL too), and characters shown as nothing that change
 * how the rest reads: bidi controls (which can make "gpj.exe" read as
 * "exe.jpg" in the lead mail), zero-width spaces and joiners, BOMs.
 */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

const shapes: Record<AttributionField, (value: string) => boolean> = {
  page: (value) => SITE_PATH.test(value),
  landingPage: (value) => SITE_PATH.test(value),
  referrer: (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
  utmSource: () => true,
  utmMedium: () => true,
  utmCampaign: () => true,
  utmTerm: () => true,
  utmContent: () => true,
};

export function parseAttribution(header: string | undefined): StoredAttribution {
  const params = new URLSearchParams(header ?? "");
  const stored = {} as StoredAttribution;
  for (const field of attributionFields) {
    const value = params.get(field)?.trim() ?? "";
    const valid =
      value !== "" &&
      value.length <= attributionLimits[field] &&
      // Percent-decoding already replaced broken UTF-8.
      !UNSEEN.test(value) &&
      shapes[field](value);
    stored[field] = valid ? value : null;
  }
  return stored;
}
