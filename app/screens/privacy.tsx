import { type PrivacyBlock, privacyPolicy, privacyUpdatedAt } from "#content/privacy.ts";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { formatLongDate } from "../i18n/dates.ts";

/** A section's paragraphs and lists. */
function Blocks({ blocks }: { blocks: readonly PrivacyBlock[] }) {
  return blocks.map((block) =>
    typeof block === "string" ? (
      <p key={block} className="mt-4 leading-relaxed text-fg/90">
        {block}
      </p>
    ) : (
      <ul key={block.list[0]} className="mt-4 list-disc space-y-2 pl-6 text-fg/90">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}

/** The privacy policy: when it was last changed, its sections, each with its technical details folded. */
export function Privacy() {
  const { lang, t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.privacy.heading} intro={t.pages.privacy.intro} />
      <article className="wrap *:max-w-3xl">
        <p className="text-sm text-muted">
          {t.privacy.updated}{" "}
          <time dateTime={privacyUpdatedAt}>{formatLongDate(privacyUpdatedAt, lang)}</time>
        </p>
        {privacyPolicy[lang].map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            <Blocks blocks={section.body} />
            {section.technical && (
              <details className="mt-4 rounded-xl border border-line px-4 py-3 text-sm">
                {/* 24 px tall (the least touch target) on its 20 px line, the box kept as it was. */}
                <summary className="-my-0.5 cursor-pointer py-0.5 font-medium text-fg">
                  {t.privacy.technical}
                </summary>
                <Blocks blocks={section.technical} />
              </details>
            )}
          </section>
        ))}
      </article>
      <ConsultationCta />
    </>
  );
}
