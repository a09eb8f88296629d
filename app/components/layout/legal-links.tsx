import { measurement } from "#content/measurement.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { COOKIE_SETTINGS_ATTRIBUTE } from "../../measurement/banner-host.ts";
import { Link } from "../../navigation/links.tsx";

/**
 * The privacy policy and "Cookie settings", at the foot of every page. The
 * button needs no handler of its own (one listener on the document serves
 * every such button), so it works inside markup that is never hydrated, such
 * as the footer; pressed before the page's script runs, it answers once that
 * runs. Without scripts there is nothing to consent to, and no button; nor in a build that measures nothing, which says so instead.
 */
export function LegalLinks({ className }: { className: string }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <div className={className}>
      {/* 24 px tall on their 16 px line (WCAG 2.2's least touch target), the line kept as it was. */}
      <Link to={href("privacy")} className="-my-1 py-1 underline hover:text-fg">
        {t.footer.privacy}
      </Link>
      {measurement.gaId ? (
        <button
          type="button"
          {...{ [COOKIE_SETTINGS_ATTRIBUTE]: "" }}
          className="-my-1 py-1 text-left underline hover:text-fg noscript:hidden"
        >
          {t.footer.cookieSettings}
        </button>
      ) : (
        <span>{t.footer.noCookies}</span>
      )}
    </div>
  );
}
