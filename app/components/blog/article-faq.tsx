import * as Accordion from "@radix-ui/react-accordion";
import type { FaqItem } from "../../../content/blog/types.ts";
import { slugify } from "../../blog/slug.ts";

interface ArticleFaqProps {
  heading: string;
  items: readonly FaqItem[];
  /** "multiple": each item toggles on its own; "single": one open at a time, or none. */
  mode: "multiple" | "single";
}

const triggerClass =
  "flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-lg font-semibold transition-colors hover:bg-panel-strong";

function Item({ item, index }: { item: FaqItem; index: number }) {
  return (
    <Accordion.Item
      value={String(index)}
      className="rounded-2xl border border-line bg-panel data-[state=open]:border-accent"
    >
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className={`${triggerClass} group`} data-testid="faq-trigger">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="text-2xl leading-none text-accent transition-transform group-data-[state=open]:rotate-45 motion-reduce:transition-none"
            >
              +
            </span>
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content
        forceMount
        className="article-body px-5 pb-5 data-[state=closed]:hidden"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted HTML rendered from the article's Markdown at build time
        dangerouslySetInnerHTML={{ __html: item.answerHtml }}
      />
    </Accordion.Item>
  );
}

/** An article's FAQ; answers stay in the page's HTML for readers without JavaScript and crawlers. */
export function ArticleFaq({ heading, items, mode }: ArticleFaqProps) {
  const id = `faq-${slugify(heading)}`;
  const list = items.map((item, index) => <Item key={item.question} item={item} index={index} />);
  return (
    <section
      aria-labelledby={id}
      className="not-prose my-12"
      data-testid="article-faq"
      data-mode={mode}
    >
      <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      {mode === "single" ? (
        <Accordion.Root type="single" collapsible className="space-y-3">
          {list}
        </Accordion.Root>
      ) : (
        <Accordion.Root type="multiple" className="space-y-3">
          {list}
        </Accordion.Root>
      )}
    </section>
  );
}
