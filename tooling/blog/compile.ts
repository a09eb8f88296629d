/**
 * Build-time blog compiler: reads content/blog/<slug>/{pl,en}.md (validated by
 * content/blog/sources.ts), renders the Markdown to HTML and checks the read
 * time. Runs in Node only (the Vite plugin and the unit tests); the browser
 * gets the result.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Links, Marked, type Token, type Tokens } from "marked";
import { RENDER_WHEN_NEAR } from "#app/components/layout/section-scroll.ts";
import { countWords, readTimeProblem } from "#content/blog/read-time.ts";
import type { PolishFrontMatter } from "#content/blog/schema.ts";
import {
  BlogContentError,
  isPolishOnly,
  postFileName,
  postFolders,
  readPost,
} from "#content/blog/sources.ts";
import type {
  BodyBlock,
  FaqItem,
  HowToStep,
  PostBody,
  PostContent,
  PostSummary,
  PricingTable,
} from "#content/blog/types.ts";
import { type Lang, localizePath } from "#shared/lang.ts";
import { redirects } from "#shared/redirects.ts";
import { pagePath, siteFiles } from "#shared/route-table.ts";
import { slugify } from "#shared/slug.ts";
import { escapeHtml, htmlToText } from "#shared/text.ts";
import { typesetPolish, typesetPolishHtml, typesetPolishTree } from "#shared/typography.ts";

export interface CompiledBlog {
  /** Newest first. */
  summaries: PostSummary[];
  contents: PostContent[];
  warnings: string[];
}

interface RenderOptions {
  lang: Lang;
  file: string;
  /** Lift the first table out of the body as a price list. */
  pricing: boolean;
  publicDir: string;
}

/** What the Markdown alone gives; the front matter adds the extras. */
type RenderedBody = Omit<PostBody, "extras">;

const faqHeading = /^(najczęściej zadawane pytania|frequently asked questions|faq)\b/i;
const numberedHeading = /^(krok|step|błąd|mistake)\s+(\d+)\s*[:.–—-]\s*(.+)$/i;
const summaryHeading = /^(podsumowanie|summary)\b/i;
const stepWords = new Set(["krok", "step"]);

/** width/height of an SVG under public/, from its attributes or viewBox. */
function svgSize(publicDir: string, src: string): { width: number; height: number } | undefined {
  const file = path.join(publicDir, src);
  if (!src.endsWith(".svg") || !existsSync(file)) return undefined;
  const svg = readFileSync(file, "utf8").slice(0, 2000);
  const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  if (width && height)
    return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
  if (viewBox?.[1] && viewBox[2]) {
    return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
  }
  return undefined;
}

/** Rewrites links: legacy paths to their targets, /en/… on English pages, rel on external ones. */
function rewriteLinks(html: string, lang: Lang): string {
  return html.replace(/<a\s([^>]*)>/g, (tag, attributes: string) => {
    const hrefMatch = /\bhref="([^"]*)"/.exec(attributes);
    const href = hrefMatch?.[1];
    if (!href) return tag;
    if (href.startsWith("/") && !href.startsWith("//")) {
      const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const target = redirects.get(normalized) ?? normalized;
      const localized =
        target.startsWith("/en/") || target === "/en" ? target : localizePath(target, lang);
      return `<a ${attributes.replace(hrefMatch[0], `href="${localized}${rest}"`)}>`;
    }
    if (/^https?:\/\//.test(href)) {
      const withoutRel = attributes
        .replace(/\s*\brel="[^"]*"/, "")
        .replace(/\s*\btarget="[^"]*"/, "");
      return `<a ${withoutRel} rel="noopener noreferrer" target="_blank">`;
    }
    return tag;
  });
}

const TABLE_LABEL = "__table-label__";
/**
 * The visible cue above a table wider than its box (article-body.css shows it only then);
 * the table's name already says so to a screen reader.
 */
const TABLE_HINT: Record<Lang, string> = { pl: "Przewiń tabelę →", en: "Scroll the table →" };

/** The site's Polish typesetting, on the text of a Polish article. */
const typesetIn = (lang: Lang, text: string) => (lang === "pl" ? typesetPolish(text) : text);
const typesetHtmlIn = (lang: Lang, html: string) =>
  lang === "pl" ? typesetPolishHtml(html) : html;

function polishHtml(html: string, lang: Lang): string {
  return typesetHtmlIn(lang, rewriteLinks(html, lang))
    .replace(/<th(\s[^>]*)?>\s*<\/th>/g, "<td></td>")
    .replace(/<th(\s[^>]*)?>/g, (_tag, attributes: string | undefined) =>
      attributes?.includes("scope=") ? `<th${attributes}>` : `<th scope="col"${attributes ?? ""}>`,
    )
    .replace(
      /<table>([\s\S]*?)<\/table>/g,
      `<section class="article-table" aria-label="${TABLE_LABEL}" tabindex="0"><p class="article-table-hint" aria-hidden="true">${TABLE_HINT[lang]}</p><table>$1</table></section>`,
    )
    .replace(
      /(<a [^>]*href="tel:[^"]*"[^>]*>)([^<]*)(<\/a>)/g,
      (_m, open: string, text: string, close: string) =>
        `${open}${text.replace(/ /g, "&nbsp;")}${close}`,
    )
    .replace(/[ \t]+$/gm, "");
}

function tokenList(tokens: Token[], links: Links | undefined): Token[] & { links: Links } {
  return Object.assign([...tokens], { links: links ?? {} });
}

/** Renders one language's Markdown body into blocks. */
export function renderBody(markdown: string, options: RenderOptions): RenderedBody {
  const usedIds = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text);
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  /** The id each rendered heading got, so a step can link to its own section. */
  const headingIds = new WeakMap<Tokens.Heading, string>();

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(token) {
        const inner = this.parser.parseInline(token.tokens);
        const id = uniqueId(htmlToText(inner));
        headingIds.set(token, id);
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      image({ href, title, text }) {
        const size = svgSize(options.publicDir, href) ?? { width: 1200, height: 675 };
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} width="${size.width}" height="${size.height}" loading="lazy" decoding="async">`;
      },
    },
  });

  const tokens = marked.lexer(markdown);
  const links = tokens.links;
  const render = (list: Token[]) => polishHtml(marked.parser(tokenList(list, links)), options.lang);
  const inlineText = (list: Token[]) => htmlToText(marked.parser(tokenList(list, links)));
  const inlineMarkdownText = (text: string) =>
    typesetIn(options.lang, htmlToText(marked.parseInline(text, { async: false })));

  let previousDepth = 1;
  for (const token of tokens) {
    if (token.type !== "heading") continue;
    const heading = token as Tokens.Heading;
    if (heading.depth === 1) {
      throw new BlogContentError(
        options.file,
        `body heading "# ${heading.text}" is level 1; the page prints the title as the only h1, so the body uses ## and ###`,
      );
    }
    if (heading.depth > previousDepth + 1) {
      throw new BlogContentError(
        options.file,
        `heading "${heading.text}" jumps from level ${previousDepth} to ${heading.depth}`,
      );
    }
    previousDepth = heading.depth;
  }

  // Split the top-level tokens into sections that start at ## headings.
  const sections: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) sections.push([]);
    sections.at(-1)?.push(token);
  }

  const blocks: BodyBlock[] = [];
  const faq: FaqItem[] = [];
  const steps: HowToStep[] = [];
  let pricingDone = !options.pricing;
  const pushHtml = (html: string) => {
    if (!html.trim()) return;
    const last = blocks.at(-1);
    if (last?.kind === "html") last.html += html;
    else blocks.push({ kind: "html", html });
  };

  for (const section of sections) {
    const [first] = section;
    const heading = first?.type === "heading" ? (first as Tokens.Heading) : undefined;
    const headingText = heading ? inlineMarkdownText(heading.text) : "";

    if (heading && faqHeading.test(headingText)) {
      const items: FaqItem[] = [];
      let current: { question: string; tokens: Token[] } | undefined;
      const close = () => {
        if (!current) return;
        items.push({ question: current.question, answerHtml: render(current.tokens).trim() });
      };
      for (const token of section.slice(1)) {
        if (token.type === "heading" && (token as Tokens.Heading).depth === 3) {
          close();
          current = { question: inlineMarkdownText((token as Tokens.Heading).text), tokens: [] };
        } else if (current) {
          current.tokens.push(token);
        } else if (token.type !== "space") {
          pushHtml(render([token]));
        }
      }
      close();
      if (items.length === 0) {
        throw new BlogContentError(
          options.file,
          `the section "${headingText}" has no "### Question?" entries`,
        );
      }
      blocks.push({ kind: "faq", heading: headingText, items });
      faq.push(...items);
      continue;
    }

    // Each ## section, or each part of one around its lifted price table, is
    // laid out only when it comes near the viewport (the text before the first
    // ## is at the top of the page).
    const nearby = (html: string) =>
      heading && html.trim()
        ? `<div class="article-section ${RENDER_WHEN_NEAR}">\n${html}</div>\n`
        : html;

    // Lift the price table out of its section.
    let rest = section;
    if (!pricingDone) {
      const tableIndex = section.findIndex((token) => token.type === "table");
      const table = section[tableIndex];
      if (table?.type === "table") {
        const parsed = table as Tokens.Table;
        pushHtml(nearby(render(section.slice(0, tableIndex))));
        blocks.push({ kind: "pricing", table: pricingTable(parsed, marked, options.lang) });
        rest = section.slice(tableIndex + 1);
        pricingDone = true;
      }
    }

    const html = render(rest);
    const numbered = heading ? numberedHeading.exec(headingText) : null;
    if (heading && numbered) {
      const [, word = "", number = "", name = ""] = numbered;
      const kind = stepWords.has(word.toLowerCase()) ? "step" : "mistake";
      if (kind === "step") {
        const paragraph = rest.find((token) => token.type === "paragraph");
        steps.push({
          name,
          text: paragraph ? inlineText([paragraph]).slice(0, 500) : name,
          anchor: headingIds.get(heading) ?? "",
        });
      }
      pushHtml(
        `<section class="article-numbered ${RENDER_WHEN_NEAR}" data-kind="${kind}" data-number="${number}">\n${html}</section>\n`,
      );
    } else if (heading && summaryHeading.test(headingText)) {
      pushHtml(`<section class="article-summary ${RENDER_WHEN_NEAR}">\n${html}</section>\n`);
    } else {
      pushHtml(nearby(html));
    }
  }

  // Every scrollable table region gets its own name.
  let tables = 0;
  for (const block of blocks) {
    if (block.kind !== "html") continue;
    block.html = block.html.replaceAll(TABLE_LABEL, () => {
      tables += 1;
      return options.lang === "pl"
        ? `Tabela ${tables} – przewiń w poziomie`
        : `Table ${tables} — scroll sideways`;
    });
  }

  const wordCount = countWords(htmlToText(marked.parser(tokenList(tokens, links))));
  return { blocks, faq, steps, wordCount };
}

function pricingTable(table: Tokens.Table, marked: Marked, lang: Lang): PricingTable {
  const cell = (tokens: Token[]) =>
    typesetHtmlIn(
      lang,
      rewriteLinks(
        marked.parser(tokenList([{ type: "paragraph", raw: "", text: "", tokens }], undefined)),
        lang,
      )
        .replace(/^<p>|<\/p>\s*$/g, "")
        .trim(),
    );
  return {
    headers: table.header.map((header) => typesetIn(lang, htmlToText(cell(header.tokens)))),
    rows: table.rows.map((row) => row.map((entry) => cell(entry.tokens))),
  };
}

function checkReadTime(file: string, readTime: number, words: number) {
  const problem = readTimeProblem(readTime, words);
  if (problem) throw new BlogContentError(file, problem);
}

/** The Polish front matter's texts that pages show (title, excerpt, tags, SEO, extras) typeset like the body. */
function typesetFrontMatter(source: PolishFrontMatter): PolishFrontMatter {
  return {
    ...source,
    title: typesetPolish(source.title),
    excerpt: typesetPolish(source.excerpt),
    tags: source.tags.map(typesetPolish),
    seo: {
      ...source.seo,
      title: typesetPolish(source.seo.title),
      description: typesetPolish(source.seo.description),
    },
    ...(source.extras ? { extras: typesetPolishTree(source.extras, true) } : {}),
    ...(source.authorPosition ? { authorPosition: typesetPolishTree(source.authorPosition) } : {}),
  };
}

export function compilePost(
  dir: string,
  folder: string,
  publicDir: string,
): { summary: PostSummary; content: PostContent } {
  const source = readPost(dir, folder);
  const { pl: plFile, en: enFile } = source;
  const pl = typesetFrontMatter(plFile.frontMatter);
  const en = enFile.frontMatter;
  const pricing = pl.pricingTable;
  const plBody = renderBody(plFile.markdown, { lang: "pl", file: plFile.file, pricing, publicDir });
  checkReadTime(plFile.file, pl.readTime, plBody.wordCount);
  const polishOnly = isPolishOnly(source);
  const enBody = polishOnly
    ? null
    : renderBody(enFile.markdown, { lang: "en", file: enFile.file, pricing, publicDir });

  const summary: PostSummary = {
    id: pl.id,
    slug: pl.slug,
    title: { pl: pl.title, en: en.title },
    excerpt: { pl: pl.excerpt, en: en.excerpt },
    author: pl.author,
    ...(pl.authorPosition ? { authorPosition: pl.authorPosition } : {}),
    category: pl.category,
    tags: pl.tags,
    publishedAt: pl.publishedAt,
    updatedAt: pl.updatedAt,
    ...(pl.updateNote ? { updateNote: pl.updateNote } : {}),
    readTime: pl.readTime,
    featuredImage: pl.featuredImage,
    featured: pl.featured,
    polishOnly,
  };
  return {
    summary,
    content: {
      slug: pl.slug,
      layout: pl.layout,
      checklistPdf: pl.checklistPdf ?? null,
      seo: { pl: pl.seo, en: en.seo },
      pl: { ...plBody, extras: pl.extras ?? null },
      en: enBody && { ...enBody, extras: en.extras ?? null },
    },
  };
}

/** Internal /blog/… links that lead nowhere (reported, not fatal). */
function brokenBlogLinks(contents: PostContent[], known: Set<string>): string[] {
  const warnings: string[] = [];
  for (const content of contents) {
    for (const body of [content.pl, content.en]) {
      if (!body) continue;
      const html = [
        ...body.blocks.map((block) => (block.kind === "html" ? block.html : JSON.stringify(block))),
        JSON.stringify(body.extras),
      ].join("");
      for (const [, target = ""] of html.matchAll(
        /(?:href=\\?|"href":)"(?:\/en)?(\/blog\/[^"?#\\]+)/g,
      )) {
        if (!known.has(target)) {
          warnings.push(`Blog post ${content.slug} links to ${target}, which does not exist`);
        }
      }
    }
  }
  return warnings;
}

/** Two posts may not share an id or a download path. */
function checkUnique(compiled: readonly { summary: PostSummary; content: PostContent }[]) {
  const owners = new Map<string, string>();
  for (const { summary, content } of compiled) {
    const claims = [`id: "${summary.id}"`];
    if (content.checklistPdf) claims.push(`checklistPdf.path: "${content.checklistPdf.path}"`);
    for (const claim of claims) {
      const other = owners.get(claim);
      if (other)
        throw new BlogContentError(
          `${summary.slug}/${postFileName("pl")}`,
          `${claim} is also used by ${other}`,
        );
      owners.set(claim, summary.slug);
    }
  }
}

export function compileBlog(dir: string, publicDir: string): CompiledBlog {
  const compiled = postFolders(dir).map((folder) => compilePost(dir, folder, publicDir));
  checkUnique(compiled);
  const summaries = compiled
    .map(({ summary }) => summary)
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const contents = compiled.map(({ content }) => content);
  const known = new Set([
    ...summaries.map((summary) => pagePath("blogPost", summary.slug)),
    ...contents.flatMap((content) => (content.checklistPdf ? [content.checklistPdf.path] : [])),
    siteFiles.blogFeed,
  ]);
  return { summaries, contents, warnings: brokenBlogLinks(contents, known) };
}
