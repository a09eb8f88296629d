import type { FaqCategory, FaqFilter } from "#content/faq-categories.ts";
import { formatCount } from "#content/plural.ts";
import { fill } from "#shared/i18n/fill.ts";
import { faqCounts } from "../../home/faq-filter.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Disclosure, disclosureGroup, OpenMark } from "../ui/disclosure.tsx";
import { FilterPills } from "../ui/filter-pills.tsx";
import { Section } from "../ui/section.tsx";

/** One question in the page's language (the home page's data picks the language). */
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

const FILTER_NAME = "faq-category";
const MORE_NAME = "faq-more";
/** Questions shown under "all" until the visitor asks for every one. */
const FIRST_SHOWN = 5;

/**
 * What the filter does, in CSS: while a category's radio is checked, questions
 * of other categories are not shown. Written from the categories, so a new one
 * needs no stylesheet change.
 */
function filterRules(filters: readonly FaqFilterOption[]): string {
  const byCategory = filters
    .filter(({ value }) => value !== "wszystkie")
    .map(
      ({ value }) =>
        `[data-faq]:has([name="${FILTER_NAME}"][value="${value}"]:checked) [data-faq-category]:not([data-faq-category="${value}"]){display:none}`,
    );
  // Under "all", the first questions until "show all" is ticked; a category shows all of its own.
  const all = `:has([name="${FILTER_NAME}"][value="wszystkie"]:checked)`;
  return [
    ...byCategory,
    `[data-faq]${all}:not(:has([name="${MORE_NAME}"]:checked)) [data-faq-category]:nth-child(n+${FIRST_SHOWN + 1}){display:none}`,
    `[data-faq]:not(${all}) [data-faq-more]{display:none}`,
  ].join("");
}

/**
 * Home section 10: the FAQ with eight category filters (all plus seven), each
 * showing how many questions it holds; under "all" the first five questions, and a box to
 * tick for every one. Questions open and close independently.
 * All of it is the browser's own: radio buttons for the filter (applied by the
 * rules above) and disclosures for the questions, so it works from the first
 * paint, with scripts off, and needs no hydration.
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
  const counts = faqCounts(items);

  return (
    <Section id={id} titleId="faq-title" heading={texts.heading} intro={texts.intro}>
      <div data-faq="" className="mt-8 grid gap-8 lg:grid-cols-12 lg:gap-10">
        {/* React puts it in <head>, where a style belongs (by its href, once). */}
        <style href="faq-filter" precedence="default">
          {filterRules(filters)}
        </style>
        <FilterPills
          legend={texts.filterLabel}
          name={FILTER_NAME}
          defaultValue="wszystkie"
          testId="faq-filter"
          className="lg:col-span-4"
          options={filters.map((option) => ({
            value: option.value,
            label: option.label,
            extra: (
              <span
                data-testid="faq-filter-count"
                className="rounded-full bg-panel-strong px-2 py-0.5 text-xs text-muted group-has-checked:bg-accent-ink/15 group-has-checked:text-accent-ink"
              >
                <span aria-hidden="true">{counts[option.value]}</span>
                <span className="sr-only">
                  ({formatCount(counts[option.value], lang, texts.count)})
                </span>
              </span>
            ),
          }))}
        />
        <div className="lg:col-span-8">
          <div {...disclosureGroup} className="border-t border-line">
            {items.map((item) => (
              <div
                key={item.id}
                data-testid="faq-item"
                data-faq-category={item.category}
                className="border-b border-line"
              >
                <Disclosure
                  summaryClassName="block py-4"
                  headingClassName="m-0 flex w-full items-center justify-between gap-4 text-left text-lg font-semibold"
                  panelClassName="pb-5 leading-relaxed text-muted"
                  trigger={
                    <>
                      <span>{item.question}</span>
                      <OpenMark className="size-5 shrink-0 text-accent" />
                    </>
                  }
                >
                  {item.answer}
                </Disclosure>
              </div>
            ))}
          </div>
          {items.length > FIRST_SHOWN && (
            <label
              data-faq-more=""
              className="mt-6 inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-full border border-line px-5 font-semibold whitespace-nowrap has-checked:border-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent"
            >
              <input type="checkbox" name={MORE_NAME} className="size-4 accent-accent" />
              {fill(texts.showAll, { count: String(items.length) })}
            </label>
          )}
        </div>
      </div>
    </Section>
  );
}
