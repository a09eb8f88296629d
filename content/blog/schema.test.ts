import { describe, expect, it } from "vitest";
import { describeIssues, polishFrontMatter } from "./schema.ts";

const post = {
  id: "9",
  slug: "nowy-wpis",
  title: "Nowy wpis na blogu",
  excerpt: "Wpis, którego front matter sprawdzamy: układ strony, cennik i checklistę do pobrania.",
  author: "tomasz-nowicki",
  category: "web-design",
  tags: ["test"],
  publishedAt: "2025-09-10T09:00:00+02:00",
  updatedAt: "2025-09-10T09:00:00+02:00",
  readTime: 3,
  featuredImage: "/blog/default-banner.svg",
  featured: false,
  seo: {
    title: "Nowy wpis na blogu Odra Creative",
    description:
      "Opis wpisu, którego front matter sprawdzają testy: układ strony i pliki do pobrania.",
    keywords: ["test"],
  },
};

const checklistPdf = {
  path: "/blog/nowa-checklista.pdf",
  fileName: "nowa-checklista.pdf",
  note: { pl: "Checklista do wydruku.", en: "A printable checklist." },
  title: "Nowa checklista",
  intro: "Punkty do odhaczenia.",
  sections: [{ heading: "Start", items: ["Sprawdź formularz."] }],
};

const problems = (value: unknown) => {
  const result = polishFrontMatter.safeParse(value);
  return result.success ? "" : describeIssues(result.error);
};

describe("article front matter", () => {
  it("gives a post without a layout the default one and no price list", () => {
    const parsed = polishFrontMatter.parse(post);
    expect(parsed.layout).toBe("default");
    expect(parsed.pricingTable).toBe(false);
  });

  it("accepts the checklist layout with its downloadable checklist", () => {
    expect(problems({ ...post, layout: "checklist", checklistPdf })).toBe("");
  });

  it("names the missing checklist of a checklist layout and a checklist no layout shows", () => {
    expect(problems({ ...post, layout: "checklist" })).toMatch(/^checklistPdf: is required/);
    expect(problems({ ...post, checklistPdf })).toMatch(/^checklistPdf: is required/);
  });

  it("refuses an unknown layout and a download outside /blog", () => {
    expect(problems({ ...post, layout: "pricing" })).toMatch(/^layout: /);
    expect(
      problems({ ...post, layout: "checklist", checklistPdf: { ...checklistPdf, path: "/x.pdf" } }),
    ).toMatch(/^checklistPdf\.path: must be a path like \/blog\/name\.pdf/);
  });

  it("asks an updated article to say what changed, and an article never updated to say nothing", () => {
    const updated = { ...post, updatedAt: "2025-10-01T09:00:00+02:00" };
    const note = { pl: "Dodaliśmy okres przejściowy.", en: "We added the transitional period." };
    expect(problems(updated)).toMatch(/^updateNote: says what changed/);
    expect(problems({ ...updated, updateNote: note })).toBe("");
    expect(problems({ ...post, updateNote: note })).toMatch(/^updateNote: /);
  });
});
