import type { ReactNode } from "react";
import { site } from "#content/site.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ButtonLink, ButtonRow, type LinkTarget } from "../ui/actions.tsx";
import { SampleMark } from "../ui/sample-mark.tsx";

/**
 * A panel between the article's body and its tags: heading, a sentence, then
 * `children` and a row of `links` (the first one the call to action).
 */
function ArticlePanel({
  id,
  heading,
  text,
  links,
  children,
}: {
  /** Also the panel's test id. */
  id: string;
  heading: string;
  text: string;
  links?: readonly LinkTarget[];
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="my-12 rounded-2xl border border-line bg-panel p-6 sm:p-8"
      data-testid={id}
    >
      {/* A quieter relative of the closing call to action (ClosingCta): a panel, since the
          deep-brick field is kept for each page's last word. */}
      <div aria-hidden="true" className="h-0.5 w-12 rounded-full bg-accent" />
      <h2 id={id} className="mt-5 text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{text}</p>
      {children}
      {links && <ButtonRow className="mt-6 flex flex-wrap gap-3" links={links} />}
    </section>
  );
}

/** The visible "agency in Szczecin" section of the local-agency layout: address, phones, a link to branding. */
export function LocalAgencySection() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <ArticlePanel
      id="local-agency"
      heading={t.article.localHeading}
      text={t.article.localText}
      links={[
        { to: href("contact"), label: t.cta.button },
        { to: href("serviceBranding"), label: t.article.localServices },
      ]}
    >
      <address className="mt-4 not-italic text-sm">
        <span className="text-muted">{t.article.localAddress}: </span>
        {site.address.street}, {site.address.postalCode} {site.address.city}
        <SampleMark when={site.address.sample} /> ·{" "}
        <a className="text-accent underline" href={`tel:${site.phones[0].tel}`}>
          {site.phones[0].display.replaceAll(" ", "\u00a0")}
        </a>
        <SampleMark when={site.phones[0].sample} /> ·{" "}
        <a className="text-accent underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </address>
    </ArticlePanel>
  );
}

/** The free-audit offer of the free-audit layout. */
export function AuditCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <ArticlePanel id="audit-cta" heading={t.article.auditHeading} text={t.article.auditText}>
      <div className="mt-6">
        <ButtonLink to={`${href("contact")}?audit=free`}>{t.article.auditButton}</ButtonLink>
      </div>
    </ArticlePanel>
  );
}

/** The call to plan a web application, of the web-app layout. */
export function WebAppCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <ArticlePanel
      id="web-cta"
      heading={t.article.webCtaHeading}
      text={t.article.webCtaText}
      links={[
        { to: href("contact"), label: t.cta.button },
        { to: href("serviceWeb"), label: t.article.webCtaButton },
      ]}
    />
  );
}

/** A checklist the article offers as a PDF, as the page shows it (the note in the page's language). */
export interface ChecklistDownload {
  path: string;
  fileName: string;
  note: string;
}

/** What the blocks a layout adds around an article's body receive. */
export interface ArticleSlotProps {
  /** The article's downloadable checklist, when it has one (the checklist layout always does). */
  download: ChecklistDownload | null;
}

/** A download link (styled as a button) for the article's checklist PDF. */
export function ChecklistPdfButton({ id, download }: { id: string; download: ChecklistDownload }) {
  const { t } = useLanguage();
  return (
    <div className="my-8 flex flex-col items-start gap-2 rounded-2xl border border-line bg-panel p-4 sm:p-6">
      <a
        id={id}
        href={download.path}
        download={download.fileName}
        type="application/pdf"
        data-testid="checklist-pdf"
        className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold whitespace-nowrap text-accent-ink transition-colors hover:bg-accent-strong"
      >
        <span aria-hidden="true">⬇</span>
        {t.article.checklistPdf}
      </a>
      <p className="text-sm text-muted">{download.note}</p>
    </div>
  );
}

/** The checklist download above the article's body. */
export function ChecklistAtStart({ download }: ArticleSlotProps) {
  return download && <ChecklistPdfButton id="checklist-pdf-top" download={download} />;
}

/** The checklist download again before the FAQ. */
export function ChecklistBeforeFaq({ download }: ArticleSlotProps) {
  return download && <ChecklistPdfButton id="checklist-pdf-bottom" download={download} />;
}
