import type { ReactNode } from "react";
import { site } from "#content/site.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ButtonRow } from "../ui/actions.tsx";
import { SampleMark } from "../ui/sample-mark.tsx";

/**
 * A closing call to action: a centred panel with its heading, a sentence and
 * what the visitor can do (buttons, contact details) below.
 */
export function CtaPanel({
  titleId,
  heading,
  text,
  spacing = "mt-16",
  balanced = false,
  children,
}: {
  titleId: string;
  heading: string;
  text: string;
  /** Space above the panel. */
  spacing?: "mt-16" | "pt-12";
  /** Balance the heading's lines (for a long heading). */
  balanced?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`mx-auto ${spacing} max-w-5xl px-4 sm:px-6 ${RENDER_WHEN_NEAR}`}
    >
      <div className="rounded-3xl border border-line bg-gradient-to-br from-panel-strong to-panel p-8 text-center sm:p-12">
        <h2
          id={titleId}
          className={`text-3xl font-bold tracking-tight${balanced ? " text-balance" : ""}`}
        >
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-muted">{text}</p>
        {children}
      </div>
    </section>
  );
}

/** The closing call to action every page ends with: a free consultation, a call or an e-mail. */
export function ConsultationCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <CtaPanel titleId="cta-title" heading={t.cta.title} text={t.cta.text}>
      <ButtonRow
        className="mt-8 flex flex-wrap justify-center gap-3"
        links={[
          { to: href("contact"), label: t.cta.button },
          {
            to: `tel:${site.phones[0].tel}`,
            label: (
              <>
                {t.cta.call}: {site.phones[0].display}
                <SampleMark when={site.phones[0].sample} />
              </>
            ),
          },
          {
            to: `mailto:${site.email}`,
            label: (
              <>
                {t.cta.write}: {site.email}
              </>
            ),
          },
        ]}
      />
    </CtaPanel>
  );
}
