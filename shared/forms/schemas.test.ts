import { describe, expect, it } from "vitest";
import { contactSchema } from "./schemas.ts";

/** Every bidi control: embeddings and overrides, isolates, the marks and Arabic's letter mark. */
const BIDI = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";
const ANY_BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

describe("the contact form's schema", () => {
  it("takes every bidi control out of the name, company and message, so none reaches the mail", () => {
    const checked = contactSchema.parse({
      "Imie i Nazwisko": `Jan \u202Egpj.exe\u202C Kowalski${BIDI}`,
      Email: "jan@przyklad.pl",
      "Nazwa Firmy": `\u2067Firma\u2069 ${BIDI}s.c.`,
      Opis: `Dzień dobry\u200F, proszę o wycenę.${BIDI}`,
    });
    expect(checked["Imie i Nazwisko"]).toBe("Jan gpj.exe Kowalski");
    expect(checked["Nazwa Firmy"]).toBe("Firma s.c.");
    expect(checked.Opis).toBe("Dzień dobry, proszę o wycenę.");
    for (const value of Object.values(checked)) expect(value).not.toMatch(ANY_BIDI);
  });

  it("counts a field's limits without its bidi controls: a name of controls alone is required", () => {
    const result = contactSchema.safeParse({
      "Imie i Nazwisko": `${BIDI}${BIDI}`,
      Email: "jan@przyklad.pl",
      Opis: "Dzień dobry, proszę o wycenę.",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("required");
  });
});
