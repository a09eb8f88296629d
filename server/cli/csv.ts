/**
 * CSV for the agency's spreadsheet: RFC 4180 (comma, CRLF, quotes doubled),
 * UTF-8. Cells that a spreadsheet would run as a formula get a leading
 * apostrophe so opening an export is safe.
 */
import { attributionFields } from "../../shared/forms/attribution.ts";
import type { Lead, Subscriber } from "../db/store.ts";

/**
 * A formula's first character (=, +, -, @, or their full-width forms), also
 * behind leading whitespace, line breaks, control characters and invisible
 * ones (zero-width, bidi controls, BOM), which spreadsheets skip or trim
 * before they look; and a cell starting with a tab or CR, which some read
 * as the start of a formula too.
 */
const FORMULA =
  /^(?:[\t\r]|[\s\p{Cc}\p{Default_Ignorable_Code_Point}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export function csvCell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

export const UTF8_BOM = "\uFEFF";

export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv(
    [
      "id",
      "created_at",
      "name",
      "email",
      "company",
      "message",
      "lang",
      "endpoint",
      "page",
      "landing_page",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
    ],
    leads.map((lead) => [
      lead.id,
      lead.createdAt.toISOString(),
      lead.name,
      lead.email,
      lead.company,
      lead.message,
      lead.lang,
      lead.endpointId,
      ...attributionFields.map((field) => lead[field] ?? ""),
    ]),
  );
}

const isoOrEmpty = (date: Date | null) => date?.toISOString() ?? "";

/**
 * Every subscriber with their status, discount code and proof of consent
 * (signed up and confirmed when, from which form and page, in which language,
 * having seen which version of the consent text).
 */
export function subscribersCsv(
  subscribers: readonly Subscriber[],
  unsubscribeUrl: (id: string) => string,
): string {
  return toCsv(
    [
      "id",
      "created_at",
      "email",
      "lang",
      "status",
      "signed_up_at",
      "confirmed_at",
      "consent_form",
      "consent_page",
      "consent_version",
      "discount_code",
      "code_redeemed_at",
      "unsubscribe_url",
    ],
    subscribers.map((subscriber) => [
      subscriber.id,
      subscriber.createdAt.toISOString(),
      subscriber.email,
      subscriber.lang,
      subscriber.status,
      subscriber.signedUpAt.toISOString(),
      isoOrEmpty(subscriber.confirmedAt),
      subscriber.consentForm ?? "",
      subscriber.consentPage ?? "",
      subscriber.consentVersion ?? "",
      subscriber.discountCode ?? "",
      isoOrEmpty(subscriber.codeRedeemedAt),
      unsubscribeUrl(subscriber.id),
    ]),
  );
}

/** Reads CSV back (used by tests and handy for checks): RFC 4180 with quoted fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && input[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}
