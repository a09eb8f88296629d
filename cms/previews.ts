/**
 * Previews beside the editor, drawn with the site's own stylesheet (the admin
 * page names it, tooling/build-admin.ts) and the classes its pages use: an
 * article in Polish and in English, and the FAQ's answers in both languages
 * with the offer's figures filled in. Rendered with Decap's React (window.h).
 */
import { marked } from "marked";
import { fillPlaceholders } from "#content/blog/placeholders.ts";
import { fillOffer } from "#content/offer-placeholders.ts";
import type { CreateElement, PreviewProps } from "./decap-types.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

type Lang = "pl" | "en";

const languageNames: Record<Lang, string> = { pl: "Po polsku (pl)", en: "Po angielsku (en)" };

function textOf(value: unknown): string {
  return typeof value === "string" ? fillPlaceholders(value) : "";
}

function plainOf(entry: PreviewProps["entry"], path: readonly string[]): Record<string, unknown> {
  const value = entry.getIn(path);
  if (value !== null && typeof value === "object" && "toJS" in value) {
    const toJS = value.toJS;
    const plain: unknown = typeof toJS === "function" ? toJS.call(value) : undefined;
    if (plain !== null && typeof plain === "object") return { ...plain };
  }
  return {};
}

/** Decap's React.createElement: a preview must render with the React that mounts it. */
function decapCreateElement(): CreateElement {
  const { h } = window;
  if (!h) throw new Error("decap-cms.js has not defined window.h");
  return h;
}

export function ArticlePreview({ entry, getAsset }: PreviewProps): unknown {
  const h = decapCreateElement();
  const sides: [Lang, Record<string, unknown>][] = [
    ["pl", plainOf(entry, ["data"])],
    ["en", plainOf(entry, ["i18n", "en", "data"])],
  ];
  const cover = textOf(sides[0]?.[1].featuredImage);
  const coverUrl = cover ? (getAsset(cover)?.toString() ?? cover) : "";
  return h(
    "div",
    { className: "mx-auto grid max-w-3xl gap-10 px-4 py-12" },
    ...sides.map(([lang, data]) => {
      const body = textOf(data.body);
      return h(
        "article",
        { key: lang, lang, "data-preview-lang": lang },
        h("p", { className: "text-sm text-muted" }, languageNames[lang]),
        h("h1", { className: "mt-2 text-3xl font-bold" }, textOf(data.title)),
        h("p", { className: "mt-4 text-lg text-muted" }, textOf(data.excerpt)),
        coverUrl
          ? h("img", { src: coverUrl, alt: "", className: "mt-6 w-full rounded-2xl" })
          : null,
        body
          ? h("div", {
              className: "article-body mt-10",
              // Only an article's markup: nothing in an entry may run on the editor's page.
              dangerouslySetInnerHTML: {
                __html: sanitizeHtml(marked.parse(body, { async: false })),
              },
            })
          : h("p", { className: "mt-10 text-muted" }, "Bez treści: artykuł tylko po polsku."),
      );
    }),
  );
}

interface FaqPreviewItem {
  question: Record<Lang, string>;
  answer: Record<Lang, string>;
}

function faqItemsOf(entry: PreviewProps["entry"]): FaqPreviewItem[] {
  const items = plainOf(entry, ["data"]).items;
  if (!Array.isArray(items)) return [];
  const side = (value: unknown, lang: Lang) =>
    value !== null && typeof value === "object" ? String(Reflect.get(value, lang) ?? "") : "";
  return items.map((item: unknown) => {
    const question = item !== null && typeof item === "object" ? Reflect.get(item, "question") : "";
    const answer = item !== null && typeof item === "object" ? Reflect.get(item, "answer") : "";
    return {
      question: { pl: side(question, "pl"), en: side(question, "en") },
      answer: { pl: side(answer, "pl"), en: side(answer, "en") },
    };
  });
}

/** An answer as the home page shows it, or why its figures cannot be filled in. */
function answerText(answer: string, lang: Lang): string {
  try {
    return fillOffer(answer, lang);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function FaqPreview({ entry }: PreviewProps): unknown {
  const h = decapCreateElement();
  const items = faqItemsOf(entry);
  return h(
    "div",
    { className: "mx-auto grid max-w-3xl gap-10 px-4 py-12" },
    ...(["pl", "en"] as const).map((lang) =>
      h(
        "section",
        { key: lang, lang, "data-preview-lang": lang },
        h("h2", { className: "text-2xl font-bold" }, languageNames[lang]),
        h(
          "div",
          { className: "mt-6 grid gap-3" },
          ...items.map((item, index) =>
            h(
              "details",
              {
                key: `${lang}-${index}`,
                open: true,
                className: "rounded-2xl border border-line bg-panel",
              },
              h("summary", { className: "px-5 py-4 font-semibold" }, item.question[lang]),
              h("p", { className: "px-5 pb-5 text-muted" }, answerText(item.answer[lang], lang)),
            ),
          ),
        ),
      ),
    ),
  );
}
