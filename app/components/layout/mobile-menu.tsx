import { useEffect, useRef } from "react";
import { mainNav } from "#shared/route-table.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Link, NavLink } from "../../navigation/links.tsx";
import { CloseIcon, MenuIcon } from "../ui/control-icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { keepPageBehind } from "./modal-panel.ts";
import { navLinkClass } from "./nav-link-class.ts";

export const MOBILE_MENU_ID = "mobile-menu";
const TITLE_ID = "mobile-menu-title";

/**
 * The menu button below 768 px and its panel: a popover the browser opens and
 * closes by itself (the button names it), so the menu works from the first
 * paint and with scripts off; Escape and a click outside close it, and the page
 * behind does not scroll (app.css). Once the page's script runs, the open panel
 * is modal (modal-panel.ts: the page behind is inert and unheard, Tab stays inside).
 */
export function MobileMenu() {
  const { t } = useLanguage();
  const href = usePageHref();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    return keepPageBehind(element);
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-label={t.header.openMenu}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line text-fg md:hidden"
      >
        <MenuIcon />
      </button>
      <div
        ref={panel}
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={TITLE_ID}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto border-0 border-l border-line bg-panel p-6 text-fg shadow-2xl backdrop:bg-black/60 open:flex md:hidden"
      >
        <div className="flex items-center justify-between">
          <p id={TITLE_ID} className="text-lg font-semibold">
            {t.header.mobileMenuTitle}
          </p>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            aria-label={t.header.closeMenu}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line"
          >
            <CloseIcon size={20} />
          </button>
        </div>
        {/* Named by the panel's title: the header's own navigation keeps "main menu" for itself. */}
        <nav aria-labelledby={TITLE_ID}>
          <ul className="flex flex-col gap-1">
            {mainNav.map((id) => (
              <li key={id}>
                <NavLink
                  to={href(id)}
                  end={id === "home"}
                  className={(state) => `block ${navLinkClass(state)}`}
                >
                  {t.nav[id]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch landmark={false} />
        <Link
          to={href("contact")}
          className="rounded-full bg-accent px-4 py-3 text-center font-semibold text-accent-ink"
        >
          {t.header.bookConsultation}
        </Link>
      </div>
    </>
  );
}
