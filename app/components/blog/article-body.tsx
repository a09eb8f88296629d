import { Suspense } from "react";
import type { ArticleLayout } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";
import { type BrowserBody, type BrowserBodyBlock, extrasFaq } from "../../blog/article-body.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { deferredSection } from "../deferred-section.ts";
import { StaticRegion } from "../static-region.tsx";
import type { ChecklistDownload } from "./article-ctas.tsx";
import { ArticleFaq } from "./article-faq.tsx";
import { ArticleHtml } from "./article-html.tsx";
import { articleLayouts } from "./article-layouts.tsx";
import { PriceList } from "./price-list.tsx";

// Few articles have extra blocks: their code loads with the article that shows them.
const ExtraBlocks = await deferredSection(() =>
  import("./article-extras.tsx").then((module) => module.ExtraBlocks),
);

/**
 * The code of the blocks an article of this layout and body shows, for a client-side
 * visit to render it whole (see deferredSection).
 */
export function preloadArticleBlocks(layout: ArticleLayout, body: BrowserBody): Promise<unknown> {
  const { bodyStart, beforeFaq, afterBody } = articleLayouts[layout];
  const blocks = [bodyStart, beforeFaq, afterBody, body.extras ? ExtraBlocks : undefined];
  return Promise.all(blocks.map((block) => block?.preload()));
}

interface ArticleBodyProps {
  slug: string;
  body: BrowserBody;
  /** The language the body is written in (Polish on the English page of a Polish-only article). */
  bodyLang: Lang;
  layout: ArticleLayout;
  download: ChecklistDownload | null;
}

/**
 * The price list and the FAQ never change once drawn (the FAQ's disclosures are the
 * browser's own): they are static regions, keyed by the article, because the next
 * article a visitor opens is drawn in this same component.
 *
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
        return (
          <StaticRegion key={`${slug} ${index}`}>
            <PriceList table={block.table} tableLang={bodyLang} />
          </StaticRegion>
        );
      case "faq":
        return (
          <div key={index}>
            {BeforeFaq && (
              <Suspense>
                <BeforeFaq download={download} />
              </Suspense>
            )}
            <StaticRegion key={slug}>
              <div lang={bodyLang}>
                <ArticleFaq heading={block.heading} items={block.items} mode={faqMode} />
              </div>
            </StaticRegion>
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
      {BodyStart && (
        <Suspense>
          <BodyStart download={download} />
        </Suspense>
      )}
      {beforeFaq.map(renderBlock)}
      {body.extras && (
        <Suspense>
          <div lang={bodyLang}>
            <ExtraBlocks extras={body.extras} />
          </div>
        </Suspense>
      )}
      {fromFaq.map((block, index) => renderBlock(block, beforeFaq.length + index))}
      {!hasFaq && BeforeFaq && (
        <Suspense>
          <BeforeFaq download={download} />
        </Suspense>
      )}
      {!hasFaq && extrasFaqItems.length > 0 && (
        <StaticRegion key={slug}>
          <div lang={bodyLang}>
            <ArticleFaq heading={t.article.faqHeading} items={extrasFaqItems} mode={faqMode} />
          </div>
        </StaticRegion>
      )}
    </div>
  );
}
