import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import { mainNav } from "#shared/route-table.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { CloseIcon } from "../ui/control-icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import type { navLinkClass } from "./nav-link-class.ts";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * Takes everything on the page but the panel out of reach (inert) and out of
 * the accessibility tree (aria-hidden, which not every tool derives from
 * inert); the returned function puts it back.
 */
function makePageInert(panel: HTMLElement | null) {
  if (!panel) return;
  const page = Array.from(document.body.children).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      !element.contains(panel) &&
      !element.inert &&
      // Radix's focus guards keep Tab inside the panel.
      !element.hasAttribute("data-radix-focus-guard") &&
      // The route announcer reads the next page's title as the menu closes.
      !element.hasAttribute("aria-live"),
  );
  const hidden = page.filter((element) => !element.hasAttribute("aria-hidden"));
  for (const element of page) element.inert = true;
  for (const element of hidden) element.setAttribute("aria-hidden", "true");
  return () => {
    for (const element of page) element.inert = false;
    for (const element of hidden) element.removeAttribute("aria-hidden");
  };
}

/**
 * The open mobile menu: a modal panel (Radix Dialog) that traps focus, locks
 * page scroll, closes on Escape and on a click outside, and gives focus back
 * to the menu button (unless a navigation has already put it on the new page).
 * The page behind it is inert while it is open: Radix hides the page from
 * assistive technology except its live regions, which would leave the page's
 * sections around them exposed, empty.
 */
export default function MobileMenuPanel({
  onClose,
  trigger,
  linkClass,
}: {
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
  /** The header's look of a navigation link (passed in so this lazy chunk does not pull it apart). */
  linkClass: typeof navLinkClass;
}) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 md:hidden" />
        <Dialog.Content
          ref={makePageInert}
          id={MOBILE_MENU_ID}
          aria-describedby={undefined}
          aria-modal="true"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const lost = !document.activeElement || document.activeElement === document.body;
            if (lost) trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 border-l border-line bg-panel p-6 shadow-2xl md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">
              {t.header.mobileMenuTitle}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-line"
              aria-label={t.header.closeMenu}
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <nav aria-label={t.header.mainNav}>
            <ul className="flex flex-col gap-1">
              {mainNav.map((id) => (
                <li key={id}>
                  <Dialog.Close asChild>
                    <NavLink to={href(id)} end={id === "home"} className={linkClass}>
                      {t.nav[id]}
                    </NavLink>
                  </Dialog.Close>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
          <Link
            to={href("contact")}
            className="rounded-full bg-accent px-4 py-3 text-center font-semibold text-accent-ink"
          >
            {t.header.bookConsultation}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
