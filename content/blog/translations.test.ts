/**
 * An article translated into English answers the same questions as the
 * Polish one: its FAQ (and the FAQPage data built from it) has every question.
 */
import { describe, expect, it } from "vitest";
import { blogDir, postFolders, readPost } from "./sources.ts";

/** The questions of a body's FAQ section: the ### headings under its "## FAQ" heading. */
function faqQuestions(markdown: string): string[] {
  const sections = markdown.split(/^## /m);
  const faq = sections.find((section) =>
    /^(?:najczęściej zadawane pytania|frequently asked questions|faq)\b/i.test(section),
  );
  return [...(faq ?? "").matchAll(/^### (.+)$/gm)].map(([, question = ""]) => question.trim());
}

/** A body's prose: without fenced and inline code, link targets, tags and addresses. */
function prose(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, "")
    .replace(/`[^`]*`|\]\([^)]*\)|<[^>]+>|https?:\/\/\S+/g, "");
}

describe("translated articles", () => {
  const posts = postFolders().map((folder) => readPost(blogDir, folder));

  it("are read", () => {
    expect(posts.filter((post) => post.en.markdown.trim()).length).toBeGreaterThan(5);
  });

  for (const post of posts) {
    if (!post.en.markdown.trim()) continue;
    it(`${post.folder}: the English FAQ asks as many questions as the Polish one`, () => {
      expect(faqQuestions(post.en.markdown).length).toBe(faqQuestions(post.pl.markdown).length);
    });

    it(`${post.folder}: the English prose uses curly quotes and apostrophes`, () => {
      const straight = prose(post.en.markdown)
        .split("\n")
        .filter((line) => /["']/.test(line));
      expect(straight).toEqual([]);
    });
  }
});
