import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";
import { useScrollPast } from "../../hooks/use-scroll-past.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ArrowUpIcon } from "../ui/control-icons.tsx";
import { focusPageStart } from "./page-focus.ts";

/** Scroll distance after which the button appears. */
const VISIBLE_AFTER = 300;

export function ScrollToTopButton() {
  const { t } = useLanguage();
  const visible = useScrollPast(VISIBLE_AFTER);
  // Drawn hidden rather than left out: a page without a framework shows it (islands/page-behaviour.ts).
  return (
    <button
      type="button"
      hidden={!visible}
      data-scroll-to-top
      onClick={() => {
        // The button hides itself at the top: focus goes where the eyes go, the page's start.
        focusPageStart();
        window.scrollTo({ top: 0, behavior: smoothBehavior() });
      }}
      aria-label={t.scrollToTop}
      className="fixed right-5 bottom-[calc(1.25rem+var(--cookie-banner-space,0px))] z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-ink shadow-lg shadow-black/40 transition-transform hover:-translate-y-0.5"
    >
      <ArrowUpIcon />
    </button>
  );
}
