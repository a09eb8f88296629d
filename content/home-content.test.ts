import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clients } from "./clients.ts";
import { faqItemSchema, faqListSchema } from "./faq.schema.ts";
import { faqItems } from "./faq.ts";
import { reviewsSummarySchema } from "./reviews.schema.ts";
import { builtInReviews } from "./reviews.ts";
import { validateEntries, validateOne } from "./schema.ts";
import { teamMemberSchema } from "./team.schema.ts";
import { defaultAvatar, team } from "./team.ts";

const publicDir = join(import.meta.dirname, "..", "public");

describe("home content", () => {
  it("has every team portrait, the default avatar and every client logo under public/", () => {
    for (const path of [...team.map((member) => member.image), defaultAvatar]) {
      expect(existsSync(join(publicDir, path)), path).toBe(true);
    }
    for (const client of clients)
      expect(existsSync(join(publicDir, client.logo)), client.logo).toBe(true);
    expect(existsSync(join(publicDir, "og-image.png"))).toBe(true);
  });

  it("names the file, the question and the field of a broken FAQ entry", () => {
    const broken = faqItems.map((item) =>
      item.id === "cena-logo" ? { ...item, answer: { ...item.answer, en: " " } } : item,
    );
    expect(() => validateEntries("content/faq.ts", faqItemSchema, broken)).toThrow(
      'content/faq.ts, entry "cena-logo" (#7), field answer.en: must not be empty',
    );
  });

  it("refuses an FAQ that is not exactly 17 questions", () => {
    expect(() =>
      validateOne("content/faq.ts", "faqItems", faqListSchema, faqItems.slice(1)),
    ).toThrow("the FAQ must hold exactly 17 questions");
  });

  it("refuses a team member whose LinkedIn link is not a LinkedIn profile", () => {
    const broken = team.map((member, index) =>
      index === 1 ? { ...member, linkedin: "https://example.com/karolina" } : member,
    );
    expect(() => validateEntries("content/team.ts", teamMemberSchema, broken)).toThrow(
      'content/team.ts, entry "karolina-zielinska" (#2), field linkedin: must be a LinkedIn profile',
    );
  });

  it("refuses built-in reviews whose total does not match the list", () => {
    expect(() =>
      validateOne("content/reviews.ts", "builtInReviews", reviewsSummarySchema, {
        ...builtInReviews,
        totalReviews: 10,
      }),
    ).toThrow("content/reviews.ts, builtInReviews, field totalReviews");
    expect(builtInReviews.totalReviews).toBe(9);
    expect(builtInReviews.averageRating).toBe(5);
  });
});
