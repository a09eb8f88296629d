/**
 * An article body as the browser receives it in loader data. The Markdown's
 * HTML stretches are left out: the page already carries them rendered, and
 * sending them again as hydration data would double a long article's weight.
 * `ArticleHtml` fills them in (see there); a client-side visit gets them from a
 * chunk of their own (`virtual:blog-html`).
 */
import type {
  ArticleExtras,
  BodyBlock,
  FaqItem,
  HowToStep,
  PostBody,
} from "#content/blog/types.ts";
import { escapeHtml } from "#shared/text.ts";

/** An HTML stretch by its place among the body's HTML stretches; `html` only after a client-side visit. */
export interface HtmlStretch {
  kind: "html";
  ordinal: number;
  html?: string;
}

export type BrowserBodyBlock = Exclude<BodyBlock, { kind: "html" }> | HtmlStretch;

export interface BrowserBody {
  blocks: BrowserBodyBlock[];
  /** "## Krok 1: …" sections, for HowTo structured data. */
  steps: HowToStep[];
  extras: ArticleExtras | null;
}

export function bodyForBrowser(body: PostBody): BrowserBody {
  let ordinal = 0;
  const blocks = body.blocks.map(
    (block): BrowserBodyBlock =>
      block.kind === "html" ? { kind: "html", ordinal: ordinal++ } : block,
  );
  return { blocks, steps: body.steps, extras: body.extras };
}

/** The body with its HTML stretches put back, as loaded by a client-side visit. */
export function withHtml(body: BrowserBody, html: readonly string[]): BrowserBody {
  return {
    ...body,
    blocks: body.blocks.map((block) =>
      block.kind === "html" ? { ...block, html: html[block.ordinal] ?? "" } : block,
    ),
  };
}

/** Every question of the body's FAQ sections, in order. */
export function bodyFaq(body: BrowserBody): FaqItem[] {
  return body.blocks.flatMap((block) => (block.kind === "faq" ? block.items : []));
}

/** The FAQ of an article's extras (plain text) as FAQ items. */
export function extrasFaq(extras: ArticleExtras | null): FaqItem[] {
  return (
    extras?.faq.map((entry) => ({
      question: entry.question,
      answerHtml: `<p>${escapeHtml(entry.answer)}</p>`,
    })) ?? []
  );
}
