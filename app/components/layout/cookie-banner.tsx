import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Button } from "../ui/actions.tsx";
import { CloseIcon } from "../ui/control-icons.tsx";
import { COOKIE_BANNER_TEMPLATE_ID } from "./cookie-banner-behaviour.ts";

/**
 * The cookie banner, a compact bar: its title and one short sentence, then
 * Accept, Decline and Details in one row; Details shows the full explanation
 * and the privacy policy's link above the row. Drawn at build time inside a
 * template, in the page's language: what it does is cookie-banner-behaviour.ts,
 * with no framework, so a first visit does not fetch React to ask.
 */
export function CookieBanner() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section
      aria-labelledby="cookie-title"
      tabIndex={-1}
      data-phase="shown"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl animate-banner-in rounded-2xl border border-line bg-panel-strong p-3 text-sm shadow-2xl shadow-black/50 sm:inset-x-6 sm:p-4"
    >
      <button
        type="button"
        data-consent="declined"
        aria-label={t.cookies.close}
        className="float-right -mt-2 -mr-2 ml-2 inline-flex h-10 w-10 items-center justify-center rounded-md text-muted hover:text-fg"
      >
        <CloseIcon size={18} />
      </button>
      {/* Title and sentence run on as one short paragraph, beside the close button. */}
      <h2 id="cookie-title" className="inline text-sm font-semibold">
        {t.cookies.title}
        <span aria-hidden="true">. </span>
      </h2>
      <p className="inline text-sm text-muted">{t.cookies.short}</p>
      <p id="cookie-details" hidden className="mt-2 text-sm text-muted">
        {t.cookies.text}{" "}
        <a href={href("privacy")} className="text-accent underline">
          {t.cookies.policyLink}
        </a>
      </p>
      <div className="clear-both flex flex-wrap gap-2 pt-2">
        <Button size="small" data-consent="accepted">
          {t.cookies.accept}
        </Button>
        <Button variant="secondary" size="small" data-consent="declined">
          {t.cookies.decline}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={false}
          aria-controls="cookie-details"
          data-cookie-details=""
        >
          {t.cookies.details}
        </Button>
      </div>
    </section>
  );
}

/** The banner as the page carries it: a template, shown only to a visitor who has not answered. */
export function CookieBannerTemplate() {
  return (
    <template id={COOKIE_BANNER_TEMPLATE_ID}>
      <CookieBanner />
    </template>
  );
}
