import type { PricingTable } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ButtonLink } from "../ui/actions.tsx";

/**
 * A price table from the article, shown as package cards (the second package
 * is highlighted); the table's words are in `tableLang`, the article's language.
 */
export function PricingCards({ table, tableLang }: { table: PricingTable; tableLang: Lang }) {
  const { t } = useLanguage();
  const href = usePageHref();
  const [, ...detailHeaders] = table.headers;
  return (
    // Laid out when near the viewport, and so its paint is clipped to its box:
    // the box reaches past the cards for the button's focus ring.
    <section
      aria-labelledby="pricing-title"
      className={`-mx-2 my-10 p-2 ${RENDER_WHEN_NEAR}`}
      data-testid="pricing-section"
    >
      <h2 id="pricing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t.article.pricingHeading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.article.pricingNote}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {table.rows.map((row, index) => {
          const [name = "", ...cells] = row;
          const popular = index === 1;
          return (
            <li
              key={name}
              data-testid="pricing-card"
              className={`relative flex flex-col rounded-2xl border p-6 ${
                popular ? "border-accent bg-panel-strong" : "border-line bg-panel"
              }`}
            >
              {popular && (
                <span className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-xs font-semibold text-accent-ink">
                  {t.article.popular}
                </span>
              )}
              <h3
                lang={tableLang}
                className="text-xl font-bold"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted inline HTML from the article's Markdown, rendered at build time
                dangerouslySetInnerHTML={{ __html: name }}
              />
              <dl lang={tableLang} className="mt-4 space-y-3 text-sm">
                {cells.map((cell, cellIndex) => (
                  <div key={detailHeaders[cellIndex] ?? cellIndex}>
                    <dt className="text-muted">{detailHeaders[cellIndex]}</dt>
                    <dd
                      className="font-semibold text-fg"
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted inline HTML from the article's Markdown, rendered at build time
                      dangerouslySetInnerHTML={{ __html: cell }}
                    />
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      <div className="mt-6">
        <ButtonLink to={href("contact")}>{t.article.pricingCta}</ButtonLink>
      </div>
    </section>
  );
}
