/** The notification the agency gets for each lead: every field, reply goes straight to the visitor. */
import type { Lead } from "../db/store.ts";
import type { MailMessage } from "./mail-message.ts";

/**
 * A field shown on one line of the mail: line breaks become spaces, so a
 * name such as "Jan\nE-mail: someone@else" cannot add lines of its own.
 */
const oneLine = (text: string) => text.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, " ");

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
      "",
      "Opis:",
      lead.message,
    ].join("\n"),
  };
}
