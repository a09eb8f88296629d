import { describe, expect, it } from "vitest";
import { offer } from "./offer.ts";
import {
  after,
  concepts,
  days,
  figureText,
  hours,
  inEnglish,
  inNumbers,
  inPolish,
  lowest,
  monthlyFrom,
  months,
  percent,
  pln,
  revisionRounds,
  span,
  weeks,
  within,
  workingDays,
} from "./offer-format.ts";
import { services } from "./services.ts";

/** Tests read spaces plainly; the formatter keeps numbers and units together with no-break spaces. */
const plain = (text: string) => text.replaceAll("\u00a0", " ");

describe("figures in Polish", () => {
  it("agrees the noun with the last number of a range", () => {
    expect(plain(inPolish(weeks(2, 4)))).toBe("2–4 tygodnie");
    expect(plain(inPolish(weeks(3, 6)))).toBe("3–6 tygodni");
    expect(plain(inPolish(revisionRounds(1, 2)))).toBe("1–2 rundy poprawek");
    expect(plain(inPolish(revisionRounds(1)))).toBe("1 runda poprawek");
    expect(plain(inPolish(concepts(2, 5)))).toBe("2–5 koncepcji");
    expect(plain(inPolish(concepts(2, 3)))).toBe("2–3 koncepcje");
    expect(plain(inPolish(workingDays(7, 21)))).toBe("7–21 dni roboczych");
    expect(plain(inPolish(workingDays(1, 3)))).toBe("1–3 dni robocze");
    expect(plain(inPolish(workingDays(1)))).toBe("1 dzień roboczy");
    expect(plain(inPolish(months(2, 3)))).toBe("2–3 miesiące");
    expect(plain(inPolish(hours(24)))).toBe("24 godziny");
    expect(plain(inPolish(days(30)))).toBe("30 dni");
  });

  it("puts the noun in the case the sentence needs", () => {
    expect(plain(inPolish(hours(24), "genitive"))).toBe("24 godzin");
    expect(plain(inPolish(hours(1), "genitive"))).toBe("1 godziny");
    expect(plain(inPolish(months(3, 6), "locative"))).toBe("3–6 miesiącach");
    expect(plain(inPolish(months(1), "locative"))).toBe("1 miesiącu");
    expect(plain(inPolish(weeks(2), "locative"))).toBe("2 tygodniach");
  });

  it("writes a range as od … do … with the noun in the genitive", () => {
    expect(plain(inPolish(pln(800, 2500), "nominative", "fromTo"))).toBe("od 800 do 2500 zł");
    expect(plain(inPolish(weeks(2, 4), "nominative", "fromTo"))).toBe("od 2 do 4 tygodni");
  });

  it("groups thousands from five digits on, with a no-break space", () => {
    expect(inPolish(pln(800, 2500))).toBe("800–2500\u00a0zł");
    expect(inPolish(pln(8000, 15000))).toBe("8\u00a0000–15\u00a0000\u00a0zł");
    expect(inPolish(pln(50000, 150000))).toBe("50\u00a0000–150\u00a0000\u00a0zł");
  });

  it("writes percentages without a space", () => {
    expect(inPolish(percent(5))).toBe("5%");
    expect(inEnglish(percent(5))).toBe("5%");
  });
});

describe("figures in English", () => {
  it("groups thousands with commas and puts the currency after the amount", () => {
    expect(plain(inEnglish(pln(800, 2500)))).toBe("800–2,500 PLN");
    expect(plain(inEnglish(pln(1500)))).toBe("1,500 PLN");
    expect(plain(inEnglish(pln(8000, 15000)))).toBe("8,000–15,000 PLN");
  });

  it("uses the singular for one and the plural for ranges", () => {
    expect(plain(inEnglish(revisionRounds(1)))).toBe("1 revision round");
    expect(plain(inEnglish(revisionRounds(1, 2)))).toBe("1–2 revision rounds");
    expect(plain(inEnglish(workingDays(7, 21)))).toBe("7–21 working days");
    expect(plain(inEnglish(weeks(1)))).toBe("1 week");
  });

  it("writes a range as from … to …", () => {
    expect(plain(inEnglish(pln(800, 2500), "fromTo"))).toBe("from 800 to 2,500 PLN");
  });
});

describe("phrases and helpers", () => {
  it("says within and after in both languages", () => {
    expect(within(hours(24))).toEqual({ pl: "w ciągu 24\u00a0godzin", en: "within 24\u00a0hours" });
    expect(after(months(3, 6))).toEqual({
      pl: "po 3–6\u00a0miesiącach",
      en: "after 3–6\u00a0months",
    });
  });

  it("gives a content field in both languages", () => {
    expect(figureText(weeks(4, 8))).toEqual({ pl: "4–8\u00a0tygodni", en: "4–8\u00a0weeks" });
  });

  it("writes the numbers alone for compounds such as 30-minutowa", () => {
    expect(inNumbers(months(6, 12), "pl")).toBe("6–12");
    expect(inNumbers(pln(15000), "en")).toBe("15,000");
  });

  it("spans packages from the lowest to the highest figure", () => {
    expect(span(pln(800, 1500), pln(1500, 2500))).toEqual(pln(800, 2500));
    expect(span(revisionRounds(1), revisionRounds(2))).toEqual(revisionRounds(1, 2));
    expect(span(weeks(2), weeks(2))).toEqual(weeks(2));
    expect(() => span(weeks(2), months(1))).toThrow(/one unit/);
  });

  it("takes the lower end of a range", () => {
    expect(lowest(pln(800, 2500))).toEqual(pln(800));
  });
});

describe("monthly fees", () => {
  it("say the fee is paid every month", () => {
    expect(plain(monthlyFrom(pln(1500)).pl)).toBe("od 1500 zł miesięcznie");
    expect(plain(monthlyFrom(pln(1500)).en)).toBe("from 1,500 PLN a month");
  });

  it("are called monthly on the marketing card, each of them", () => {
    const marketing = services.find((service) => service.page === "serviceMarketing");
    for (const fee of [offer.marketing.singleChannelFrom, offer.marketing.ongoingFrom]) {
      expect(marketing?.details.pl).toContain(monthlyFrom(fee).pl);
      expect(marketing?.details.en).toContain(monthlyFrom(fee).en);
    }
  });
});
