/** The dictionaries' texts that depend on a count, in both languages' plural forms. */
import { describe, expect, it } from "vitest";
import { type CountText, formatCount } from "../../content/plural.ts";
import { en } from "./dictionaries/en.ts";
import { pl } from "./dictionaries/pl.ts";

/** Every text in a dictionary that depends on a count, by its key path. */
function countTexts(node: unknown, path = ""): [string, CountText][] {
  if (typeof node !== "object" || node === null) return [];
  if ("one" in node && "other" in node) return [[path, node as CountText]];
  return Object.entries(node).flatMap(([key, value]) =>
    countTexts(value, path ? `${path}.${key}` : key),
  );
}

describe("counts on the site", () => {
  // Polish binds the number to the noun it counts with a no-break space (shared/typography.ts).
  it("writes the FAQ filter counts, found articles and reviews in correct Polish", () => {
    expect(formatCount(1, "pl", pl.faq.count)).toBe("1\u00a0pytanie");
    expect(formatCount(3, "pl", pl.faq.count)).toBe("3\u00a0pytania");
    expect(formatCount(17, "pl", pl.faq.count)).toBe("17\u00a0pytań");
    expect(formatCount(1, "pl", pl.blog.foundCount)).toBe("Znaleziono 1\u00a0artykuł");
    expect(formatCount(2, "pl", pl.blog.foundCount)).toBe("Znaleziono 2\u00a0artykuły");
    expect(formatCount(10, "pl", pl.blog.foundCount)).toBe("Znaleziono 10\u00a0artykułów");
    expect(formatCount(1, "pl", pl.reviews.count)).toBe("1\u00a0opinia");
    expect(formatCount(3, "pl", pl.reviews.count)).toBe("3\u00a0opinie");
    expect(formatCount(9, "pl", pl.reviews.count)).toBe("9\u00a0opinii");
    expect(formatCount(3, "pl", pl.portfolioPage.foundCount)).toBe("Znaleziono 3\u00a0projekty");
    expect(formatCount(5, "pl", pl.portfolioPage.foundCount)).toBe("Znaleziono 5\u00a0projektów");
    expect(formatCount(254, "pl", pl.fieldErrors.tooLong)).toBe(
      "Skróć ten tekst do 254\u00a0znaków.",
    );
  });

  it("states the form's minimum lengths with the number's own plural form", () => {
    expect(pl.fieldErrors.tooShort.name).toBe(
      "Imię i\u00a0nazwisko musi mieć co najmniej 3\u00a0znaki.",
    );
    expect(pl.fieldErrors.tooShort.message).toBe("Opis musi mieć co najmniej 10\u00a0znaków.");
    expect(en.fieldErrors.tooShort.name).toBe("Your name needs at least 3 characters.");
  });

  it("writes the same counts in English", () => {
    expect(formatCount(1, "en", en.faq.count)).toBe("1 question");
    expect(formatCount(17, "en", en.faq.count)).toBe("17 questions");
    expect(formatCount(1, "en", en.blog.foundCount)).toBe("1 article found");
    expect(formatCount(10, "en", en.blog.foundCount)).toBe("10 articles found");
    expect(formatCount(1, "en", en.reviews.count)).toBe("1 review");
    expect(formatCount(27, "en", en.reviews.count)).toBe("27 reviews");
  });

  it("gives every Polish count text its one, few and many forms, each showing the number", () => {
    const texts = countTexts(pl);
    expect(texts.map(([path]) => path).sort()).toEqual([
      "blog.foundCount",
      "faq.count",
      "fieldErrors.tooLong",
      "portfolioPage.foundCount",
      "reviews.count",
    ]);
    for (const [path, text] of texts) {
      for (const form of [text.one, text.few, text.many, text.other]) {
        expect(form, path).toContain("{count}");
      }
    }
    for (const [path, text] of countTexts(en)) {
      expect(
        [text.one, text.other].every((form) => form.includes("{count}")),
        path,
      ).toBe(true);
    }
  });
});
