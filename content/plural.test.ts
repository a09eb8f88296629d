import { describe, expect, it } from "vitest";
import { countText, formatCount, pluralForm } from "./plural.ts";

const questions = countText({
  one: "{count} pytanie",
  few: "{count} pytania",
  many: "{count} pytań",
  other: "{count} pytania",
});

describe("plural forms", () => {
  it("picks the Polish form for one, few and many", () => {
    expect(formatCount(1, "pl", questions)).toBe("1 pytanie");
    expect(formatCount(3, "pl", questions)).toBe("3 pytania");
    expect(formatCount(5, "pl", questions)).toBe("5 pytań");
    expect(formatCount(0, "pl", questions)).toBe("0 pytań");
  });

  it("follows Polish rules past the teens: 12 pytań, 22 pytania, 25 pytań, 104 pytania, 112 pytań", () => {
    expect(formatCount(12, "pl", questions)).toBe("12 pytań");
    expect(formatCount(22, "pl", questions)).toBe("22 pytania");
    expect(formatCount(25, "pl", questions)).toBe("25 pytań");
    expect(formatCount(104, "pl", questions)).toBe("104 pytania");
    expect(formatCount(112, "pl", questions)).toBe("112 pytań");
  });

  it("uses the genitive singular for fractions in Polish and writes the number with a comma", () => {
    expect(formatCount(1.5, "pl", questions)).toBe("1,5 pytania");
  });

  it("has one and other in English, and English leaves out the Polish forms", () => {
    const articles = countText({ one: "{count} article", other: "{count} articles" });
    expect(formatCount(1, "en", articles)).toBe("1 article");
    expect(formatCount(0, "en", articles)).toBe("0 articles");
    expect(formatCount(3, "en", articles)).toBe("3 articles");
    expect(formatCount(1250, "en", articles)).toBe("1,250 articles");
  });

  it("gives the bare word when the text has no {count}", () => {
    expect(
      pluralForm(4, "pl", { one: "opinia", few: "opinie", many: "opinii", other: "opinii" }),
    ).toBe("opinie");
  });
});
