import { useState } from "react";
import type { FaqCategory, FaqFilter } from "#content/faq-categories.ts";
import { formatCount } from "#content/plural.ts";
import { faqCounts, filterFaq } from "../../home/faq-filter.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Disclosure, disclosureGroup } from "../ui/disclosure.tsx";
import { Section } from "../ui/section.tsx";

/** One question in the page's language (the home loader picks the language). */
export interface LocalizedFaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export interface FaqFilterOption {
  value: FaqFilter;
  label: string;
}

/**
 * Home section 10: the FAQ with eight category filters (all plus seven), each
 * showing how many questions it holds. Questions open and close independently;
 * answers stay in the page (hidden) so they are there before any script runs.
 */
export function FaqSection({
  id,
  items,
  filters,
}: {
  id: string;
  items: readonly LocalizedFaqItem[];
  filters: readonly FaqFilterOption[];
}) {
  const { t, lang } = useLanguage();
  const texts = t.faq;
  const [filter, setFilter] = useState<FaqFilter>("wszystkie");
  const [open, setOpen] = useState<string[]>([]);
  const counts = faqCounts(items);
  const visible = filterFaq(items, filter);

  return (
    <Section
      id={id}
      titleId="faq-title"
      heading={texts.heading}
      intro={texts.intro}
      width="max-w-4xl"
    >
      <fieldset className="mt-10 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{texts.filterLabel}</legend>
        {filters.map((option) => {
          const active = option.value === filter;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              data-testid="faq-filter"
              onClick={() => setFilter(option.value)}
              className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                active
                  ? "border-accent bg-accent text-accent-ink"
                  : "border-line text-fg hover:border-fg"
              }`}
            >
              {option.label}
              <span
                data-testid="faq-filter-count"
                className={`rounded-full px-2 py-0.5 text-xs ${active ? "bg-accent-ink/15" : "bg-panel-strong text-muted"}`}
              >
                <span aria-hidden="true">{counts[option.value]}</span>
                <span className="sr-only">
                  ({formatCount(counts[option.value], lang, texts.count)})
                </span>
              </span>
            </button>
          );
        })}
      </fieldset>
      <div {...disclosureGroup} className="mt-10 grid gap-3">
        {visible.map((item) => {
          const isOpen = open.includes(item.id);
          return (
            <div
              key={item.id}
              data-testid="faq-item"
              className={`rounded-2xl border bg-panel ${isOpen ? "border-accent/60" : "border-line"}`}
            >
              <Disclosure
                open={isOpen}
                onToggle={() =>
                  setOpen((current) =>
                    isOpen ? current.filter((id) => id !== item.id) : [...current, item.id],
                  )
                }
                headingClassName="m-0 text-lg font-semibold"
                triggerClassName="flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-left"
                panelClassName="px-5 pb-5 leading-relaxed text-muted"
                trigger={
                  <>
                    <span>{item.question}</span>
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                      className="size-5 shrink-0 text-accent transition-transform group-data-[state=open]:rotate-45 motion-reduce:transition-none"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                    >
                      <path d="M12 5v14M5 12h14" />
                    </svg>
                  </>
                }
              >
                {item.answer}
              </Disclosure>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
