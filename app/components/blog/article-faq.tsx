import type { FaqItem } from "#content/blog/types.ts";
import { slugify } from "#shared/slug.ts";
import { Disclosure } from "../ui/disclosure.tsx";

interface ArticleFaqProps {
  heading: string;
  items: readonly FaqItem[];
  /** "multiple": each item toggles on its own; "single": one open at a time, or none. */
  mode: "multiple" | "single";
}

/**
 * An article's FAQ as native disclosures ("single": exclusive ones, sharing a
 * name), open from the first paint and without scripts. Answers stay in the
 * page's HTML for crawlers.
 */
export function ArticleFaq({ heading, items, mode }: ArticleFaqProps) {
  const id = `faq-${slugify(heading)}`;
  return (
    <section aria-labelledby={id} className="my-12" data-testid="article-faq" data-mode={mode}>
      <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <ul className="space-y-3">
        {items.map((item) => (
          <li
            key={item.question}
            className="rounded-2xl border border-line bg-panel has-[details[open]]:border-accent"
          >
            <Disclosure
              name={mode === "single" ? id : undefined}
              summaryClassName="block rounded-2xl px-5 py-4 transition-colors hover:bg-panel-strong"
              headingClassName="flex w-full items-center justify-between gap-4 text-left text-lg font-semibold"
              panelClassName="px-5 pb-5"
              trigger={
                <>
                  <span data-testid="faq-trigger">{item.question}</span>
                  <span
                    aria-hidden="true"
                    className="text-2xl leading-none text-accent transition-transform group-open:rotate-45 motion-reduce:transition-none"
                  >
                    +
                  </span>
                </>
              }
            >
              <div
                className="article-body"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML rendered from the article's Markdown at build time
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
