/** The notification the agency gets for each lead: every field, reply goes straight to the visitor. */
import { type AttributionField, attributionFields } from "../../shared/forms/attribution.ts";
import type { Lead } from "../db/store.ts";
import type { MailMessage } from "./mail-message.ts";

/**
 * A field shown on one line of the mail: line breaks become spaces, so a
 * name such as "Jan\nE-mail: someone@else" cannot add lines of its own.
 */
const oneLine = (text: string) => text.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, " ");

const attributionLabels: Record<AttributionField, string> = {
  page: "Wysłano ze strony",
  landingPage: "Strona wejścia",
  referrer: "Przyszedł z",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
};

/** Where the lead came from: the fields that have a value, one per line. */
function attributionLines(lead: Lead): string[] {
  return attributionFields.flatMap((field) => {
    const value = lead[field];
    return value ? [`${attributionLabels[field]}: ${oneLine(value)}`] : [];
  });
}

export function leadMail(lead: Lead, from: string, to: string): MailMessage {
  const sent = lead.createdAt.toLocaleString("pl-PL", { timeZone: "Europe/Warsaw" });
  return {
    from,
    to,
    replyTo: lead.email,
    subject: `Nowe zapytanie ze strony: ${oneLine(lead.name).slice(0, 120)}`,
    text: [
      `Imię i nazwisko: ${oneLine(lead.name)}`,
      `E-mail: ${oneLine(lead.email)}`,
      `Nazwa firmy: ${oneLine(lead.company) || "—"}`,
      `Język strony: ${oneLine(lead.lang)}`,
      `Wysłano: ${sent}`,
      `Numer zgłoszenia: ${lead.id}`,
      ...attributionLines(lead),
      "",
      "Opis:",
      lead.message,
    ].join("\n"),
  };
}
