import { useId, useState } from "react";
import type { FaqItem } from "#content/blog/types.ts";
import { slugify } from "#shared/slug.ts";

interface ArticleFaqProps {
  heading: string;
  items: readonly FaqItem[];
  /** "multiple": each item toggles on its own; "single": one open at a time, or none. */
  mode: "multiple" | "single";
}

/**
 * An article's FAQ as a disclosure list. Answers stay in the page's HTML (hidden
 * with CSS while closed) for readers without JavaScript and for crawlers.
 */
export function ArticleFaq({ heading, items, mode }: ArticleFaqProps) {
  const id = `faq-${slugify(heading)}`;
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      if (mode === "single") return current.has(index) ? new Set() : new Set([index]);
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section aria-labelledby={id} className="my-12" data-testid="article-faq" data-mode={mode}>
      <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      <ul className="space-y-3">
        {items.map((item, index) => {
          const expanded = open.has(index);
          const panelId = `${baseId}-answer-${index}`;
          return (
            <li
              key={item.question}
              className={`rounded-2xl border bg-panel ${expanded ? "border-accent" : "border-line"}`}
            >
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  data-testid="faq-trigger"
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold transition-colors hover:bg-panel-strong"
                >
                  <span>{item.question}</span>
                  <span
                    aria-hidden="true"
                    className={`text-2xl leading-none text-accent transition-transform motion-reduce:transition-none ${
                      expanded ? "rotate-45" : ""
                    }`}
                  >
                    +
                  </span>
                </button>
              </h3>
              <div
                id={panelId}
                className={`article-body px-5 pb-5 ${expanded ? "" : "hidden"}`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML rendered from the article's Markdown at build time
                dangerouslySetInnerHTML={{ __html: item.answerHtml }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
