import type { ArticleLayout } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";
import { type BrowserBody, type BrowserBodyBlock, extrasFaq } from "../../blog/article-body.ts";
import { useLanguage } from "../../i18n/context.tsx";
import type { ChecklistDownload } from "./article-ctas.tsx";
import { ExtraBlocks } from "./article-extras.tsx";
import { ArticleFaq } from "./article-faq.tsx";
import { ArticleHtml } from "./article-html.tsx";
import { articleLayouts } from "./article-layouts.tsx";
import { PriceList } from "./price-list.tsx";

interface ArticleBodyProps {
  slug: string;
  body: BrowserBody;
  /** The language the body is written in (Polish on the English page of a Polish-only article). */
  bodyLang: Lang;
  layout: ArticleLayout;
  download: ChecklistDownload | null;
}

/**
 * The article's body in order (each part written in the article's language
 * says so with `lang`; the site's own words around them keep the page's): the layout's opening slot, the Markdown up to
 * the first FAQ, the extra blocks, the FAQ (each section after the layout's
 * slot for it) and, without an FAQ section, that slot and the extras' FAQ.
 */
export function ArticleBody({ slug, body, bodyLang, layout, download }: ArticleBodyProps) {
  const { t } = useLanguage();
  const { bodyStart: BodyStart, beforeFaq: BeforeFaq, faqMode } = articleLayouts[layout];
  const extrasFaqItems = extrasFaq(body.extras);

  const renderBlock = (block: BrowserBodyBlock, index: number) => {
    switch (block.kind) {
      case "html":
        return <ArticleHtml key={index} slug={slug} lang={bodyLang} stretch={block} />;
      case "pricing":
        return <PriceList key={index} table={block.table} tableLang={bodyLang} />;
      case "faq":
        return (
          <div key={index}>
            {BeforeFaq && <BeforeFaq download={download} />}
            <div lang={bodyLang}>
              <ArticleFaq heading={block.heading} items={block.items} mode={faqMode} />
            </div>
          </div>
        );
    }
  };

  const firstFaq = body.blocks.findIndex((block) => block.kind === "faq");
  const hasFaq = firstFaq !== -1;
  const beforeFaq = hasFaq ? body.blocks.slice(0, firstFaq) : body.blocks;
  const fromFaq = hasFaq ? body.blocks.slice(firstFaq) : [];

  return (
    <div className="mt-10" data-testid="article-body">
      {BodyStart && <BodyStart download={download} />}
      {beforeFaq.map(renderBlock)}
      {body.extras && (
        <div lang={bodyLang}>
          <ExtraBlocks extras={body.extras} />
        </div>
      )}
      {fromFaq.map((block, index) => renderBlock(block, beforeFaq.length + index))}
      {!hasFaq && BeforeFaq && <BeforeFaq download={download} />}
      {!hasFaq && extrasFaqItems.length > 0 && (
        <div lang={bodyLang}>
          <ArticleFaq heading={t.article.faqHeading} items={extrasFaqItems} mode={faqMode} />
        </div>
      )}
    </div>
  );
}
