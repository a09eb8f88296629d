import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLanguage } from "../../i18n/context.tsx";
import { MenuIcon } from "../ui/control-icons.tsx";
import { navLinkClass } from "./nav-link-class.ts";

// The panel's code is only needed on small screens, once the menu is opened
// (it starts loading as soon as the button is hovered, focused or touched).
const loadPanel = () => import("./mobile-menu-panel.tsx");
const MobileMenuPanel = lazy(loadPanel);

/** The menu button below 768 px and, while open, the menu panel. Closes on any route change. */
export function MobileMenu() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // Closed before the new page's effects run, so the page's focus move finds no menu holding focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useLayoutEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t.header.openMenu}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line text-fg md:hidden"
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            onClose={() => setOpen(false)}
            trigger={trigger}
            linkClass={navLinkClass}
          />
        </Suspense>
      )}
    </>
  );
}
