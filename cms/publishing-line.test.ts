import { describe, expect, it } from "vitest";
import { publishingLine } from "./publishing-line.ts";

const commit = "3f2a9c1d00000000000000000000000000000000";

describe("the editor's line about publishing", () => {
  it("says a saved change is on its way while it builds", () => {
    expect(publishingLine({ state: "building", commit, at: "2026-11-28T11:05:00Z" })).toEqual({
      text: "Publikacja w toku: zapis z 28 listopada 12:05 będzie na stronie za kilka minut.",
      tone: "info",
    });
  });

  it("says when the version on the site was published, in Polish time", () => {
    expect(publishingLine({ state: "live", commit, at: "2026-06-01T10:30:00Z" }).text).toBe(
      "Na stronie: wersja z 1 czerwca 12:30.",
    );
  });

  it("names what a refused change got wrong and asks to fix it", () => {
    const line = publishingLine({
      state: "refused",
      commit,
      at: "2026-11-28T11:07:00Z",
      reason: "content/entries/company.json: registration › krs: Numer KRS ma 10 cyfr.\nmore",
    });
    expect(line.tone).toBe("alert");
    expect(line.text).toBe(
      "Zapis nie wszedł na stronę (28 listopada 12:07): content/entries/company.json: registration › krs: Numer KRS ma 10 cyfr. Strona pokazuje poprzednią wersję; szczegóły w mailu. Popraw wpis i zapisz ponownie.",
    );
  });

  it("says a rollback happened and asks to wait with the next save until the change is fixed", () => {
    expect(
      publishingLine({ state: "rolled-back", commit, at: "2026-11-28T11:10:00Z", tried: commit })
        .text,
    ).toBe(
      "Przywrócono poprzednią wersję strony (28 listopada 12:10). Programista poprawia ostatnią zmianę: z następnym zapisem poczekaj, aż da znać.",
    );
  });
});
