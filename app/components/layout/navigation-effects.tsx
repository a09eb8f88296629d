import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { langFromPath } from "#shared/lang.ts";
import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";
import { whenIdle } from "../../hooks/when-idle.ts";
import { isLanguageSwitch } from "./language-switch.tsx";
import { focusFragment, focusPageStart } from "./page-focus.ts";
import { keepPageState, restorePageState } from "./page-state.ts";
import {
  keepScrollPositions,
  rememberedScroll,
  rememberScroll,
  restoreScroll,
} from "./scroll-positions.ts";
import { renderAllSections, scrollToSection } from "./section-scroll.ts";

/** Time after a path change at which the progress bar completes. */
const PROGRESS_DONE_MS = 350;
/** Length of the language-switch animation (see app.css). */
const LANG_SWITCH_MS = 300;

type ProgressBar = typeof import("nprogress");
let progressBar: Promise<ProgressBar> | undefined;

/**
 * nprogress, fetched once the page is idle rather than with it: nothing needs
 * the bar before the first client-side navigation.
 */
function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import("nprogress").then(({ default: bar }) =>
    bar.configure({ trickleSpeed: 180, minimum: 0.08, showSpinner: false }),
  );
  return progressBar;
}

/**
 * What happens on every client-side path change: the thin progress bar, the
 * smooth scroll to the top (or to the #fragment) and, on a language switch, the
 * short switch animation with the scroll position kept. Back and Forward return
 * to where the visitor left the page instead (scroll-positions.ts), with what they
 * had opened or written in it (page-state.ts). Each new
 * page is also heard: focus moves to its h1 (or to the #fragment's target) and a
 * polite live region reads its title, as a full page load would. A #fragment on
 * the same page is the browser's own business.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lang = langFromPath(location.pathname);
  const previous = useRef({ pathname: location.pathname, lang });
  const [announcement, setAnnouncement] = useState("");
  const currentKey = useRef(location.key);
  /** Whether this location was put back where the visitor left it (Back or Forward). */
  const restored = useRef(false);

  useEffect(() => {
    whenIdle(() => void loadProgressBar().catch(() => undefined));
    const stopScroll = keepScrollPositions(() => currentKey.current);
    const stopPageState = keepPageState(() => currentKey.current);
    return () => {
      stopScroll();
      stopPageState();
    };
  }, []);

  // Before the page coming back is painted, so it never shows at the top first. The first
  // page is the browser's to restore (a reload, a return from another site): it does so
  // while the page loads, long before the app runs.
  const first = useRef(true);
  useLayoutEffect(() => {
    currentKey.current = location.key;
    restored.current = false;
    const returning = !first.current && navigationType === "POP";
    first.current = false;
    // What the visitor had opened and written, first: what is open above a place decides
    // where that place is. (A language switch keeps the page's elements as they are.)
    const restoring = returning ? restorePageState(location.key) : undefined;
    const place = returning ? rememberedScroll(location.key) : undefined;
    if (place === undefined) {
      rememberScroll(location.key);
      return restoring?.stop;
    }
    // The sections above were laid out when the visitor left from there; before that they
    // only hold an estimated height, and the same position would show another part of the page.
    renderAllSections();
    restored.current = true;
    const stopScroll = restoreScroll(place, restoring?.ready ?? Promise.resolve());
    return () => {
      stopScroll();
      restoring?.stop();
    };
  }, [location.key, navigationType]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, lang };
    if (before.pathname === location.pathname) return;

    let cancelled = false;
    let done: number | undefined;
    loadProgressBar().then(
      (bar) => {
        if (cancelled) return;
        bar.start();
        done = window.setTimeout(() => bar.done(), PROGRESS_DONE_MS);
      },
      () => undefined, // No bar is better than a broken navigation.
    );

    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    // After the effects of this render: the mobile menu, closed by the same path
    // change, has let go of focus by then.
    const heard = window.setTimeout(() => {
      if (target) focusFragment(target);
      else focusPageStart();
      setAnnouncement(document.title);
    }, 0);

    if (before.lang !== lang && isLanguageSwitch(location.state)) {
      document.documentElement.dataset.langSwitching = "";
      const end = window.setTimeout(() => {
        delete document.documentElement.dataset.langSwitching;
      }, LANG_SWITCH_MS);
      return () => {
        cancelled = true;
        window.clearTimeout(done);
        window.clearTimeout(heard);
        window.clearTimeout(end);
      };
    }

    // Back or Forward has put the page where the visitor left it (the layout effect above).
    if (!restored.current) {
      if (target) scrollToSection(target);
      else window.scrollTo({ top: 0, behavior: smoothBehavior() });
    }
    return () => {
      cancelled = true;
      window.clearTimeout(done);
      window.clearTimeout(heard);
    };
  }, [location.pathname, location.hash, location.state, lang]);

  return (
    <p id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
