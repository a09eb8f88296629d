import type { PricingTable } from "#content/blog/types.ts";
import type { Lang } from "#shared/lang.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ButtonLink } from "../ui/actions.tsx";

/**
 * A price table from the article, set as an offer sheet: one package a row on a rule, its
 * name and its price (the table's second column) large on the left, the other columns as a
 * list of terms beside it. The second package is the one most often chosen, which a river
 * label above its name says. The table's words are in `tableLang`, the article's language.
 */
export function PriceList({ table, tableLang }: { table: PricingTable; tableLang: Lang }) {
  const { t } = useLanguage();
  const href = usePageHref();
  // The first column names the package and the second is its price; the rest are its terms.
  const [, priceHeader, ...termHeaders] = table.headers;
  return (
    // Laid out when near the viewport, and so its paint is clipped to its box:
    // the box reaches past the rows for the button's focus ring.
    <section
      aria-labelledby="pricing-title"
      className={`-mx-2 my-10 p-2 ${RENDER_WHEN_NEAR}`}
      data-testid="pricing-section"
    >
      <h2 id="pricing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t.article.pricingHeading}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.article.pricingNote}</p>
      <ul className="mt-8 border-b border-line">
        {table.rows.map((row, index) => {
          const [name = "", price = "", ...terms] = row;
          const popular = index === 1;
          return (
            <li
              key={name}
              data-testid="pricing-card"
              className="grid gap-5 border-t border-line py-6 sm:grid-cols-2 sm:gap-6"
            >
              <div>
                {popular && <p className="eyebrow mb-2">{t.article.popular}</p>}
                <h3
                  lang={tableLang}
                  className="text-xl font-bold text-balance"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted inline HTML from the article's Markdown, rendered at build time
                  dangerouslySetInnerHTML={{ __html: name }}
                />
                <dl lang={tableLang} className="mt-3">
                  <dt className="text-sm font-semibold text-river">{priceHeader}</dt>
                  <dd
                    className="mt-0.5 text-subheading font-bold tabular-nums"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted inline HTML from the article's Markdown, rendered at build time
                    dangerouslySetInnerHTML={{ __html: price }}
                  />
                </dl>
              </div>
              <dl lang={tableLang} className="divide-y divide-line text-sm">
                {terms.map((cell, cellIndex) => (
                  <div
                    key={termHeaders[cellIndex] ?? cellIndex}
                    className="grid grid-cols-[7.5rem_1fr] gap-x-4 py-2"
                  >
                    <dt className="text-muted">{termHeaders[cellIndex]}</dt>
                    <dd
                      className="text-fg"
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
      <div className="mt-8">
        <ButtonLink to={href("contact")}>{t.article.pricingCta}</ButtonLink>
      </div>
    </section>
  );
}
