import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileBlog, renderBody } from "./compile.ts";

const fixtures = path.resolve("tests/fixtures/blog");
const publicDir = path.resolve("public");
const compileFixture = (name: string) => compileBlog(path.join(fixtures, name), publicDir);

describe("blog compiler", () => {
  it("fails on a broken post with a message naming the file and the field", () => {
    expect(() => compileFixture("broken")).toThrowError(
      /broken-post[/\\]index\.pl\.md: category: .*(marketing|branding)/,
    );
  });

  it("fails when the read time does not match the length of the body", () => {
    expect(() => compileFixture("read-time")).toThrowError(
      /too-short[/\\]index\.pl\.md: readTime: 12 min does not match the body of \d+ words/,
    );
  });

  it("refuses an article that carries a script, naming its file and line", () => {
    expect(() => compileFixture("unsafe-markup")).toThrowError(
      /unsafe-post[/\\]index\.pl\.md:27: a <script> element: articles may not run scripts/,
    );
  });

  it("compiles every post in content/blog", () => {
    const blog = compileBlog(path.resolve("content/blog"), publicDir);
    expect(blog.summaries.length).toBeGreaterThanOrEqual(1);
    const dates = blog.summaries.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  describe("a valid post", () => {
    const blog = compileFixture("sample");
    const [post] = blog.summaries;
    const [content] = blog.contents;
    const plHtml =
      content?.pl.blocks.map((block) => (block.kind === "html" ? block.html : "")).join("") ?? "";
    const enHtml =
      content?.en?.blocks.map((block) => (block.kind === "html" ? block.html : "")).join("") ?? "";

    it("keeps the front-matter and marks a post with an English body as bilingual", () => {
      expect(post?.slug).toBe("sample-post");
      expect(post?.category).toBe("web-design");
      expect(post?.title.en).toBe("A sample post about company websites");
      expect(post?.polishOnly).toBe(false);
    });

    it("points legacy service links at their current page and keeps query strings", () => {
      expect(plHtml).toContain('href="/uslugi/branding-i-design-szczecin"');
      expect(plHtml).toContain('href="/kontakt?audit=free"');
    });

    it("rewrites internal links of the English body to /en/…", () => {
      expect(enHtml).toContain('href="/en/uslugi/branding-i-design-szczecin"');
      expect(enHtml).toContain('href="/en/blog/sample-post#krok-1-cel-strony"');
    });

    it("binds Polish one-letter words to the next word, and leaves English alone", () => {
      expect(plHtml).toMatch(/>[^<]*\s[wiazou]\u00a0\p{L}/u);
      expect(plHtml).not.toMatch(/>[^<]*\s[wiazou] \p{L}/u);
      expect(enHtml).not.toContain("\u00a0");
    });

    it("opens external links safely", () => {
      expect(plHtml).toMatch(
        /<a href="https:\/\/developer\.mozilla\.org\/" rel="noopener noreferrer" target="_blank">/,
      );
    });

    it("gives headings ASCII ids and wraps numbered steps", () => {
      expect(plHtml).toContain('<h2 id="krok-1-cel-strony">Krok 1: Cel strony</h2>');
      expect(plHtml).toContain('data-kind="step" data-number="2"');
      expect(content?.pl.steps.map((step) => step.name)).toEqual(["Cel strony", "Treści"]);
    });

    it("gives each numbered step the id of its heading, so structured data can link to it", () => {
      const anchors = content?.pl.steps.map((step) => step.anchor) ?? [];
      expect(anchors).toEqual(["krok-1-cel-strony", "krok-2-tresci"]);
      for (const anchor of anchors) expect(plHtml).toContain(`<h2 id="${anchor}">`);
    });

    it("lifts the FAQ section out of the body into question and answer pairs", () => {
      expect(content?.pl.faq.map((item) => item.question)).toEqual([
        "Ile trwa projekt?",
        "Czy potrzebuję logo?",
      ]);
      expect(content?.pl.faq[0]?.answerHtml).toBe(
        "<p>Zwykle <strong>3–6\u00a0tygodni</strong>.</p>",
      );
      expect(plHtml).not.toContain("Ile trwa projekt?");
      expect(content?.pl.blocks.map((block) => block.kind)).toEqual(["html", "faq", "html"]);
      expect(content?.en?.faq).toHaveLength(1);
    });

    it("labels table headers and makes tables scrollable regions with a cue to scroll", () => {
      expect(plHtml).toContain('<th scope="col">Pakiet</th>');
      expect(plHtml).toMatch(
        /<section class="article-table" aria-label="Tabela 1 – [^"]+" tabindex="0"><p class="article-table-hint" aria-hidden="true">Przewiń tabelę →<\/p><table>/,
      );
    });

    it("counts the words of the body", () => {
      expect(content?.pl.wordCount).toBeGreaterThan(400);
    });
  });

  describe("sections laid out when they come near the viewport", () => {
    const render = (markdown: string, pricing = false) =>
      renderBody(markdown, { lang: "pl", file: "post/index.pl.md", pricing, publicDir }).blocks.map(
        (block) => (block.kind === "html" ? block.html : block.kind),
      );

    it("wraps every ## section, plain, numbered or summary, and leaves the opening text in the flow", () => {
      const [html] = render(
        "Wstęp.\n\n## Dlaczego\n\nBo tak.\n\n## Krok 1: Brief\n\nRozmowa.\n\n## Podsumowanie\n\nKoniec.\n",
      );
      expect(html).toBe(
        [
          "<p>Wstęp.</p>",
          '<div class="article-section render-when-near">',
          '<h2 id="dlaczego">Dlaczego</h2>',
          "<p>Bo tak.</p>",
          "</div>",
          '<section class="article-numbered render-when-near" data-kind="step" data-number="1">',
          '<h2 id="krok-1-brief">Krok 1: Brief</h2>',
          "<p>Rozmowa.</p>",
          "</section>",
          '<section class="article-summary render-when-near">',
          '<h2 id="podsumowanie">Podsumowanie</h2>',
          "<p>Koniec.</p>",
          "</section>",
          "",
        ].join("\n"),
      );
    });

    it("wraps the parts of a section before and after its lifted price table apart", () => {
      const blocks = render(
        "## Ceny\n\nPrzed tabelą.\n\n| Pakiet | Cena |\n|---|---|\n| Start | 100 zł |\n\nPo tabeli.\n",
        true,
      );
      expect(blocks).toEqual([
        '<div class="article-section render-when-near">\n<h2 id="ceny">Ceny</h2>\n<p>Przed tabelą.</p>\n</div>\n',
        "pricing",
        '<div class="article-section render-when-near">\n<p>Po tabeli.</p>\n</div>\n',
      ]);
    });
  });
});

/** Polish one-letter words followed by an ordinary space, which lets a line end with them. */
function looseOneLetterWords(text: string): string[] {
  return [...text.matchAll(/(?<=^|[\s(„"])[aiouwzAIOUWZ] (?=\S)/g)].map((match) =>
    text.slice(Math.max(0, (match.index ?? 0) - 20), (match.index ?? 0) + 20),
  );
}

/** Every string in a value as a reader sees it: HTML tags and their attributes taken out. */
function shownStrings(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/<[^>]*>/g, "")];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(shownStrings);
}

describe("Polish articles as compiled", () => {
  it("bind every one-letter word to the next: title, excerpt, tags, description, body, FAQ, price table and extras", () => {
    const blog = compileBlog(path.resolve("content/blog"), publicDir);
    const found = blog.contents.flatMap((content) => {
      const summary = blog.summaries.find((post) => post.slug === content.slug);
      const shown = shownStrings([
        summary?.title.pl,
        summary?.excerpt.pl,
        summary?.tags,
        content.seo.pl.title,
        content.seo.pl.description,
        content.pl.blocks,
        content.pl.faq,
        content.pl.extras,
      ]);
      return shown.flatMap((text) =>
        looseOneLetterWords(text).map((at) => `${content.slug}: "${at}"`),
      );
    });
    expect(found).toEqual([]);
  });
});
