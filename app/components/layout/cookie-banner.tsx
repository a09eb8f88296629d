import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { keepRoomForCookieBanner } from "../../measurement/banner-host.ts";
import { type Consent, chooseConsent } from "../../measurement/consent.ts";
import { Button } from "../ui/actions.tsx";
import { CloseIcon } from "../ui/control-icons.tsx";
import { MAIN_ID } from "./main-id.ts";

const EXIT_MS = 300;
/** Room kept between the banner's top edge and whatever is scrolled into view above it. */
const GAP_PX = 12;

/**
 * While the banner is shown, nothing that takes focus may sit under it: the
 * page gets room below its end (body padding) and its scroll padding keeps
 * clear of the banner's height, measured as it changes (text wraps
 * differently per width and language); the scroll-to-top button moves up.
 * Browsers do not scroll an element that is already in the viewport when it
 * gets focus, even if the banner covers it, so that scroll is done here.
 */
function useKeepClearOf(banner: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    // How far up from the viewport's bottom the banner reaches, at rest: its
    // box ignores the slide-in's transform, which the client rect would include.
    const reach = () => element.offsetHeight + Number.parseFloat(getComputedStyle(element).bottom);
    const update = () => {
      keepRoomForCookieBanner(Math.round(reach() + GAP_PX));
    };
    const revealFocused = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      const box = target.getBoundingClientRect();
      // Off screen, it is not this scroll's business: the browser brings a focused element
      // in clear of the banner (the scroll padding), and code that moves focus without a
      // scroll (a jump to a section, a new page's heading) is scrolling there itself.
      if (box.top >= window.innerHeight || box.bottom <= 0) return;
      const overlap = box.bottom - (window.innerHeight - reach());
      // No further than a jump to it would put its top (under the fixed header): a section
      // taller than the room left is read from its top.
      const jumpTop =
        Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
        Number.parseFloat(getComputedStyle(target).scrollMarginTop);
      const by = Math.min(overlap + GAP_PX, box.top - jumpTop);
      if (overlap > 0 && by > 0) window.scrollBy({ top: by, behavior: "instant" });
    };
    // The observer reports the first size too, in the frame that first draws
    // the banner: measuring here instead would lay the page out inside the
    // task that renders it, making that one task longer.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    document.addEventListener("focusin", revealFocused);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      document.removeEventListener("focusin", revealFocused);
      keepRoomForCookieBanner(0);
    };
  }, [banner]);
}

/**
 * The cookie banner, a compact bar: its title and one short sentence, then
 * Accept, Decline and Details in one row; Details shows the full explanation
 * and the privacy policy's link above the row. Accept stores "accepted", Decline, close and Escape
 * store "declined"; it then leaves (300 ms). Focus goes back where it was
 * before it entered the banner (or to `opener`, the footer's "Cookie
 * settings", which also puts focus into the banner when it opens).
 */
export function CookieBanner({
  opener,
  onClosed,
}: {
  opener: HTMLElement | null;
  onClosed: () => void;
}) {
  const { t } = useLanguage();
  const href = usePageHref();
  const [leaving, setLeaving] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const section = useRef<HTMLElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(opener);
  useKeepClearOf(section);

  useEffect(() => {
    if (opener) section.current?.focus();
  }, [opener]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(onClosed, EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onClosed]);

  const choose = (consent: Consent) => {
    if (leaving) return;
    chooseConsent(consent);
    setLeaving(true);
    if (section.current?.contains(document.activeElement)) {
      const back = focusedBefore.current?.isConnected
        ? focusedBefore.current
        : document.getElementById(MAIN_ID);
      back?.focus({ preventScroll: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    choose("declined");
  };

  return (
    <section
      ref={section}
      aria-labelledby="cookie-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // Remember where focus came from, the first time it enters.
        const from = event.relatedTarget;
        if (
          !focusedBefore.current &&
          from instanceof HTMLElement &&
          !section.current?.contains(from)
        ) {
          focusedBefore.current = from;
        }
      }}
      data-phase={leaving ? "leaving" : "shown"}
      className={`fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-panel-strong p-3 text-sm shadow-2xl shadow-black/50 sm:inset-x-6 sm:p-4 ${
        leaving ? "animate-banner-out" : "animate-banner-in"
      }`}
    >
      <button
        type="button"
        onClick={() => choose("declined")}
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
      {showDetails && (
        <p id="cookie-details" className="mt-2 text-sm text-muted">
          {t.cookies.text}{" "}
          <a href={href("privacy")} className="text-accent underline">
            {t.cookies.policyLink}
          </a>
        </p>
      )}
      <div className="clear-both flex flex-wrap gap-2 pt-2">
        <Button size="small" onClick={() => choose("accepted")}>
          {t.cookies.accept}
        </Button>
        <Button variant="secondary" size="small" onClick={() => choose("declined")}>
          {t.cookies.decline}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={showDetails}
          aria-controls={showDetails ? "cookie-details" : undefined}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {t.cookies.details}
        </Button>
      </div>
    </section>
  );
}
