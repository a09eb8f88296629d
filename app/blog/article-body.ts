/**
 * An article body as the browser receives it in loader data. The Markdown's
 * HTML stretches are left out: the page already carries them rendered, and
 * sending them again as hydration data would double a long article's weight.
 * `ArticleHtml` fills them in (see there); a client-side visit gets them from a
 * chunk of their own (`virtual:blog-html`).
 */
import type { AgencySelectionExtras } from "#content/blog/extras-types.ts";
import type { BodyBlock, FaqItem, HowToStep, PostBody } from "#content/blog/types.ts";
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
}

export function bodyForBrowser(body: PostBody): BrowserBody {
  let ordinal = 0;
  const blocks = body.blocks.map(
    (block): BrowserBodyBlock =>
      block.kind === "html" ? { kind: "html", ordinal: ordinal++ } : block,
  );
  return { blocks, steps: body.steps };
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

/** The agency-selection article's FAQ (plain text in its extras) as FAQ items. */
export function extrasFaq(extras: AgencySelectionExtras | null): FaqItem[] {
  return (
    extras?.faq.map((entry) => ({
      question: entry.question,
      answerHtml: `<p>${escapeHtml(entry.answer)}</p>`,
    })) ?? []
  );
}
