import { mainNav } from "#shared/route-table.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useScrollPast } from "../../hooks/use-scroll-past.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Link, NavLink } from "../../navigation/links.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { navLinkClass } from "./nav-link-class.ts";

/** Scroll distance after which the header gets its solid background. */
const SCROLLED_THRESHOLD = 20;

export function Header() {
  const { t } = useLanguage();
  const href = usePageHref();
  const scrolled = useScrollPast(SCROLLED_THRESHOLD);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      // The look follows the attribute, so a page without a framework sets it too (islands/page-behaviour.ts).
      className="fixed inset-x-0 top-0 z-40 border-line bg-transparent shadow-black/30 transition-colors duration-300 data-[scrolled=true]:border-b data-[scrolled=true]:bg-ink/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:backdrop-blur"
    >
      <div className="wrap flex h-16 items-center justify-between gap-4">
        <Link to={href("home")} aria-label={t.header.homeLink} className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label={t.header.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((id) => (
              <li key={id}>
                <NavLink to={href(id)} end={id === "home"} className={navLinkClass}>
                  {t.nav[id]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitch className="hidden sm:block" />
          <Link
            to={href("contact")}
            className="hidden rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink transition-colors hover:bg-accent-strong lg:inline-block"
          >
            {t.header.bookConsultation}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
