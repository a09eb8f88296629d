/**
 * A ninth article with the checklist layout is a new Markdown folder and
 * nothing else: copied beside the real articles, the folder of
 * tests/fixtures/blog/new-article compiles, gets a route and a pre-rendered
 * file for its PDF, and its page shows the layout's download buttons.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { checklistPdfPaths, postFolders } from "#content/blog/sources.ts";
import { type Lang, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { compileBlog } from "#tooling/blog/compile.ts";
import { PageProvider } from "../islands/page-context.tsx";
import { ArticleContent } from "../screens/article.tsx";
import { withHtml } from "./article-body.ts";
import { articlePageData } from "./article-page.server.ts";
import { checklistPdf } from "./checklist-pdf.server.ts";

const slug = "checklista-przed-startem-strony";
const pdfPath = "/blog/checklista-startu-strony.pdf";

const blogDir = mkdtempSync(path.join(tmpdir(), "blog-"));
cpSync(path.resolve("content/blog"), blogDir, { recursive: true });
cpSync(path.resolve("tests/fixtures/blog/new-article", slug), path.join(blogDir, slug), {
  recursive: true,
});
afterAll(() => rmSync(blogDir, { recursive: true, force: true }));

const blog = compileBlog(blogDir, path.resolve("public"));
const post = blog.summaries.find((entry) => entry.slug === slug);
const content = blog.contents.find((entry) => entry.slug === slug);

function renderPage(lang: Lang): string {
  if (!post || !content) throw new Error("the new article did not compile");
  const data = articlePageData(post, content, lang, blog.summaries);
  const html = content.pl.blocks.flatMap((block) => (block.kind === "html" ? [block.html] : []));
  const article = { ...data, body: withHtml(data.body, html) };
  const page = {
    lang,
    pathname: localizePath(pagePath("blogPost", slug), lang),
    routeId: `blogPost.${lang}`,
    slug: { slug, label: data.post.title },
  };
  return renderToString(
    <PageProvider page={page}>
      <ArticleContent article={article} />
    </PageProvider>,
  );
}

describe("a new article with the checklist layout", () => {
  it("compiles beside the published articles with its layout and its checklist", () => {
    expect(blog.summaries).toHaveLength(postFolders().length + 1);
    expect(content?.layout).toBe("checklist");
    expect(content?.checklistPdf?.path).toBe(pdfPath);
    expect(content?.pl.faq.map((item) => item.question)).toHaveLength(2);
  });

  it("has its PDF listed for the routes and the pre-rendering", () => {
    expect(checklistPdfPaths(blogDir)).toContain(pdfPath);
    expect(checklistPdfPaths()).not.toContain(pdfPath);
  });

  it("serves its checklist as a real PDF", async () => {
    if (!post || !content?.checklistPdf) throw new Error("no checklist");
    const pdf = Buffer.from(await checklistPdf(content.checklistPdf, post.publishedAt));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it("offers the download above the body and before the FAQ, which opens one answer at a time", () => {
    const html = renderPage("pl");
    const links = [
      ...html.matchAll(/<a id="(checklist-pdf-[a-z]+)" href="([^"]+)" download="([^"]+)"/g),
    ];
    expect(links.map(([, id]) => id)).toEqual(["checklist-pdf-top", "checklist-pdf-bottom"]);
    for (const [, , href, download] of links) {
      expect(href).toBe(pdfPath);
      expect(download).toBe("checklista-startu-strony-odra-creative.pdf");
    }
    expect(html).toContain("Checklista startu strony do wydruku (PDF, po polsku).");
    expect(html).toContain('data-testid="article-faq" data-mode="single"');
  });

  it("describes the download in English on the English page", () => {
    expect(renderPage("en")).toContain("A printable website launch checklist (PDF, in Polish).");
  });
});
