import { site } from "#content/site.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ButtonLink } from "../ui/button-link.tsx";

/** The closing call to action every page ends with: a free consultation, a call or an e-mail. */
export function ConsultationCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section aria-labelledby="cta-title" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
      <div className="rounded-3xl border border-line bg-gradient-to-br from-panel-strong to-panel p-8 text-center sm:p-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t.cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-muted">{t.cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={href("contact")}>{t.cta.button}</ButtonLink>
          <ButtonLink to={`tel:${site.phones[0].tel}`} variant="secondary">
            {t.cta.call}: {site.phones[0].display}
          </ButtonLink>
          <ButtonLink to={`mailto:${site.email}`} variant="secondary">
            {t.cta.write}: {site.email}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
