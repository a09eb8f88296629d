import { site } from "#content/site.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ButtonLink } from "../ui/button-link.tsx";

const panel =
  "my-12 rounded-2xl border border-line bg-gradient-to-br from-panel-strong to-panel p-6 sm:p-8";

/** The visible "agency in Szczecin" section of the logo article: address, phones, a link to branding. */
export function LocalAgencySection() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section aria-labelledby="local-agency" className={panel} data-testid="local-agency">
      <h2 id="local-agency" className="text-2xl font-bold tracking-tight">
        {t.article.localHeading}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{t.article.localText}</p>
      <address className="mt-4 not-italic text-sm">
        <span className="text-muted">{t.article.localAddress}: </span>
        {site.address.street}, {site.address.postalCode} {site.address.city} ·{" "}
        <a className="text-accent underline" href={`tel:${site.phones[0].tel}`}>
          {site.phones[0].display.replaceAll(" ", "\u00a0")}
        </a>{" "}
        ·{" "}
        <a className="text-accent underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </address>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={href("contact")}>{t.cta.button}</ButtonLink>
        <ButtonLink to={href("serviceBranding")} variant="secondary">
          {t.article.localServices}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Free-audit call to action of the ad-mistakes article. */
export function AuditCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section aria-labelledby="audit-cta" className={panel} data-testid="audit-cta">
      <h2 id="audit-cta" className="text-2xl font-bold tracking-tight">
        {t.article.auditHeading}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{t.article.auditText}</p>
      <div className="mt-6">
        <ButtonLink to={`${href("contact")}?audit=free`}>{t.article.auditButton}</ButtonLink>
      </div>
    </section>
  );
}

/** Call to action of the web-applications article. */
export function WebAppCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section aria-labelledby="web-cta" className={panel} data-testid="web-cta">
      <h2 id="web-cta" className="text-2xl font-bold tracking-tight">
        {t.article.webCtaHeading}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{t.article.webCtaText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={href("contact")}>{t.cta.button}</ButtonLink>
        <ButtonLink to={href("serviceWeb")} variant="secondary">
          {t.article.webCtaButton}
        </ButtonLink>
      </div>
    </section>
  );
}

/** A checklist the article offers as a PDF, as the page shows it (the note in the page's language). */
export interface ChecklistDownload {
  path: string;
  fileName: string;
  note: string;
}

/** A download link (styled as a button) for the article's checklist PDF. */
export function ChecklistPdfButton({ id, download }: { id: string; download: ChecklistDownload }) {
  const { t } = useLanguage();
  return (
    <div className="my-8 flex flex-col items-start gap-2 rounded-2xl border border-accent/50 bg-panel p-6">
      <a
        id={id}
        href={download.path}
        download={download.fileName}
        type="application/pdf"
        data-testid="checklist-pdf"
        className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong"
      >
        <span aria-hidden="true">⬇</span>
        {t.article.checklistPdf}
      </a>
      <p className="text-sm text-muted">{download.note}</p>
    </div>
  );
}
