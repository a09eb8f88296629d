/**
 * The editor's line about publishing: what the site shows now, or that a
 * saved change is on its way, or why it did not go live (GET
 * /admin/publishing.json, server/releases/). Polish, like the editor.
 */
import type { PublishingStatus } from "../shared/publishing.ts";

const time = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

const when = (iso: string) => time.format(new Date(iso));

/** The failure's first line that names something, without the step's name before it. */
function firstReason(reason: string | undefined): string {
  const line = (reason ?? "").split("\n")[0]?.trim().replace(/\.$/, "") ?? "";
  if (!line) return "budowanie strony się nie powiodło";
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

export interface PublishingLine {
  text: string;
  /** refused asks the editor to act; the rest only informs. */
  tone: "info" | "alert";
}

export function publishingLine(status: PublishingStatus): PublishingLine {
  switch (status.state) {
    case "building":
      return {
        text: `Publikacja w toku: zapis z ${when(status.at)} będzie na stronie za kilka minut.`,
        tone: "info",
      };
    case "live":
      return { text: `Na stronie: wersja z ${when(status.at)}.`, tone: "info" };
    case "refused":
      return {
        text: `Zapis nie wszedł na stronę (${when(status.at)}): ${firstReason(status.reason)}. Strona pokazuje poprzednią wersję; szczegóły w mailu. Popraw wpis i zapisz ponownie.`,
        tone: "alert",
      };
    case "rolled-back":
      return {
        text: `Przywrócono poprzednią wersję strony (${when(status.at)}). Programista poprawia ostatnią zmianę: z następnym zapisem poczekaj, aż da znać.`,
        tone: "info",
      };
  }
}
