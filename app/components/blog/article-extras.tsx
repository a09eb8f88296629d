import { type ReactNode, useId } from "react";
import type { ArticleExtras } from "#content/blog/types.ts";
import { fill } from "#shared/i18n/fill.ts";
import { localizePath } from "#shared/lang.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Link } from "../../navigation/links.tsx";

/** One block of the extras under its h2; `id` names it and is its test id. */
function ExtraSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="my-14" data-testid={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Questions({ items }: { items: ArticleExtras["questions"] }) {
  const { lang, t } = useLanguage();
  return (
    <ExtraSection id="agency-questions" heading={t.article.questionsHeading}>
      <ol className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item.number} className="flex gap-4 rounded-2xl border border-line bg-panel p-5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-ink"
            >
              {item.number}
            </span>
            <div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">{item.number}. </span>
                {item.question}
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                {item.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
              {item.links && item.links.length > 0 && (
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {item.links.map((link) =>
                    link.href.startsWith("/") ? (
                      <Link
                        key={link.href}
                        to={localizePath(link.href, lang)}
                        className="text-accent underline"
                      >
                        {link.label}
                      </Link>
                    ) : (
                      <a
                        key={link.href}
                        href={link.href}
                        rel="noopener noreferrer"
                        className="text-accent underline"
                      >
                        {link.label}
                      </a>
                    ),
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </ExtraSection>
  );
}

function Mistakes({ items }: { items: ArticleExtras["mistakes"] }) {
  const { t } = useLanguage();
  return (
    <ExtraSection id="agency-mistakes" heading={t.article.mistakesHeading}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-panel p-5">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
            <p className="mt-3 rounded-xl border border-danger/40 bg-ink p-3 text-sm">
              <strong className="text-danger">{t.article.consequence}</strong> {item.consequence}
            </p>
          </li>
        ))}
      </ul>
    </ExtraSection>
  );
}

/**
 * A checklist the reader ticks off: toggles, progress and a collapsible list.
 * The boxes are the browser's own; the count and the toggle are
 * checklist-behaviour.ts, which the page's script starts where a checklist is,
 * without a framework. Without scripts the list shows whole and the toggle,
 * which needs them, not at all.
 */
export function Checklist({ items }: { items: readonly string[] }) {
  const { t } = useLanguage();
  const listId = useId();
  return (
    <ExtraSection id="agency-checklist" heading={t.article.checklistHeading}>
      <div data-checklist="" className="contents">
        <div className="mt-4 flex items-center gap-4">
          <p
            className="shrink-0 text-sm font-semibold"
            aria-live="polite"
            data-testid="checklist-progress"
            data-template={t.article.checklistProgress}
          >
            {fill(t.article.checklistProgress, { done: 0, total: items.length })}
          </p>
          <progress
            value={0}
            max={items.length}
            aria-label={t.article.checklistHeading}
            className="h-2 flex-1 appearance-none overflow-hidden rounded-full bg-panel-strong [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-panel-strong [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
          />
        </div>
        <div
          id={listId}
          data-testid="checklist-list"
          data-expanded="false"
          className="group/list relative mt-4 max-h-[200px] overflow-hidden transition-[max-height] duration-500 noscript:max-h-none motion-reduce:transition-none data-[expanded=true]:max-h-[1000px]"
        >
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item}>
                <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-panel px-4 py-3 focus-within:border-accent">
                  <input
                    type="checkbox"
                    className="peer mt-1 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
                  />
                  <span className="peer-checked:text-muted peer-checked:line-through">{item}</span>
                </label>
              </li>
            ))}
          </ul>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-ink to-transparent group-data-[expanded=true]/list:hidden noscript:hidden"
          />
        </div>
        <button
          type="button"
          aria-expanded="false"
          aria-controls={listId}
          data-expand={t.article.checklistExpand}
          data-collapse={t.article.checklistCollapse}
          className="mt-4 rounded-full border border-line px-5 py-2 font-semibold hover:border-fg noscript:hidden"
        >
          {t.article.checklistExpand}
        </button>
      </div>
    </ExtraSection>
  );
}

function Metrics({ items }: { items: ArticleExtras["metrics"] }) {
  const { t } = useLanguage();
  return (
    <ExtraSection id="agency-metrics" heading={t.article.metricsHeading}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name} className="flex flex-col rounded-2xl border border-line bg-panel p-5">
            <h3 className="text-lg font-semibold">{item.name}</h3>
            <p className="mt-2 flex-1 text-sm text-muted">{item.description}</p>
            <dl className="mt-4 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted">{t.article.metricTool}</dt>
                <dd>{item.tool}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted">{t.article.metricFrequency}</dt>
                <dd data-testid="metric-frequency">{t.article.frequency[item.frequency]}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </ExtraSection>
  );
}

/** An article's extra blocks, between its body and its FAQ. */
export function ExtraBlocks({ extras }: { extras: ArticleExtras }) {
  return (
    <>
      <Questions items={extras.questions} />
      <Mistakes items={extras.mistakes} />
      <Checklist items={extras.checklist} />
      <Metrics items={extras.metrics} />
    </>
  );
}
