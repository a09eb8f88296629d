/** The notification the agency gets for each lead: every field, reply goes straight to the visitor. */
import type { Lead } from "../db/store.ts";

export interface MailMessage {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

export function leadMail(lead: Lead, from: string, to: string): MailMessage {
  const sent = lead.createdAt.toLocaleString("pl-PL", { timeZone: "Europe/Warsaw" });
  return {
    from,
    to,
    replyTo: lead.email,
    subject: `Nowe zapytanie ze strony: ${lead.name.replace(/[\r\n]+/g, " ").slice(0, 120)}`,
    text: [
      `Imię i nazwisko: ${lead.name}`,
      `E-mail: ${lead.email}`,
      `Nazwa firmy: ${lead.company || "—"}`,
      `Język strony: ${lead.lang}`,
      `Wysłano: ${sent}`,
      `Numer zgłoszenia: ${lead.id}`,
      "",
      "Opis:",
      lead.message,
    ].join("\n"),
  };
}
