/**
 * The mail that tells the agency a saved change did not go live: in Polish,
 * like the editor, with what failed first and the build's last lines after.
 */
import type { PublishingStatus } from "../../shared/publishing.ts";
import type { MailMessage } from "../mail/mail-message.ts";
import { smtpTransport } from "../mail/transport.ts";

const time = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  dateStyle: "long",
  timeStyle: "short",
});

export function refusalMail(
  status: PublishingStatus,
  log: string,
  mail: { from: string; to: string },
  siteUrl: string,
): MailMessage {
  const live = status.live
    ? `Strona pokazuje nadal wersję z ${time.format(new Date(status.live.at))} (zapis ${status.live.commit.slice(0, 7)}).`
    : "Strona nie ma jeszcze żadnej opublikowanej wersji.";
  return {
    from: mail.from,
    to: mail.to,
    subject: "Zmiana z edytora nie weszła na stronę",
    text: [
      `Zapis ${status.commit.slice(0, 7)} z edytora treści nie przeszedł sprawdzenia ${time.format(new Date(status.at))} i nie został opublikowany.`,
      live,
      "",
      "Co nie przeszło:",
      status.reason ?? "(brak opisu)",
      "",
      `Popraw wskazany wpis w edytorze (${siteUrl}/admin) i zapisz go ponownie: publikacja ruszy sama w ciągu kilku minut. Jeśli opis nie mówi, co poprawić, prześlij ten mail programiście.`,
      "",
      "— Ostatnie linie budowania —",
      log.trimEnd(),
    ].join("\n"),
  };
}

export async function sendRefusalMail(
  message: MailMessage,
  smtp: { smtpUrl: string; allowPlaintext: boolean },
): Promise<void> {
  await smtpTransport(smtp).sendMail(message);
}
