import { companyRegistration } from "#content/company.ts";
import { site } from "#content/site.ts";
import { footerNav } from "#shared/route-table.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Link } from "../../navigation/links.tsx";
import { SampleMark } from "../ui/sample-mark.tsx";
import { LegalLinks } from "./legal-links.tsx";
import { Logo } from "./logo.tsx";
import { RENDER_WHEN_NEAR } from "./section-scroll.ts";

/**
 * 24 px tall (WCAG 2.2's least touch target) while the 20 px line it sits on stays as it
 * was: the padding grows the link's box and the negative margin gives the room back.
 */
const contactLinkClass = "-my-0.5 py-0.5 hover:text-fg";
/** The same for the links of the footer's lists: an inline box grown to 24 px, its line kept. */
const listLinkClass = "-my-0.5 inline-block py-0.5 text-muted hover:text-fg";

export function Footer() {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  const year = new Date().getFullYear();

  return (
    <footer className={`mt-16 border-t border-line bg-panel ${RENDER_WHEN_NEAR}`}>
      <div className="wrap grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:py-14 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Link to={href("home")} aria-label={t.header.homeLink} className="self-start">
            <Logo />
          </Link>
          <p className="text-sm leading-relaxed text-muted">{t.footer.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="mb-4 text-sm font-semibold uppercase tracking-wider"
          >
            {t.footer.quickLinks}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {footerNav.map((id) => (
              <li key={id}>
                <Link to={href(id)} className={listLinkClass}>
                  {t.nav[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider">
            {t.footer.contact}
          </h2>
          <address className="flex flex-col gap-2 text-sm not-italic text-muted [overflow-wrap:anywhere]">
            <span>
              {site.address.street}, {site.address.postalCode} {site.address.city}
              <SampleMark when={site.address.sample} />
            </span>
            <span>{t.footer.hours}</span>
            <a href={`mailto:${site.email}`} className={contactLinkClass}>
              <span className="sr-only">{t.footer.email}: </span>
              {site.email}
            </a>
            {site.phones.map((phone) => (
              <a key={phone.tel} href={`tel:${phone.tel}`} className={contactLinkClass}>
                <span className="sr-only">{t.footer.phone}: </span>
                {phone.display}
                <SampleMark when={phone.sample} />
              </a>
            ))}
          </address>
        </div>
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider">{t.footer.social}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <a href={site.social.instagram} rel="noopener" className={listLinkClass}>
                {t.footer.instagram}
              </a>
            </li>
            <li>
              <a href={site.social.facebook} rel="noopener" className={listLinkClass}>
                {t.footer.facebook}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="wrap flex flex-col gap-2 py-6 text-xs text-muted sm:flex-row sm:justify-between">
          <p>
            {/* The page was pre-rendered at build time: in a new year the visit's year may differ. */}
            © <span suppressHydrationWarning>{year}</span> {site.name}. {t.footer.rights}
          </p>
          <LegalLinks className="flex flex-wrap gap-x-4 gap-y-2" />
        </div>
        {/* The registration a Polish limited company must show on its website. */}
        <p className="wrap pb-6 text-xs leading-relaxed text-muted">
          {companyRegistration[lang].join(" · ")}
        </p>
      </div>
    </footer>
  );
}
