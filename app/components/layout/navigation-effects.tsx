import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { langFromPath } from "#shared/lang.ts";
import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";
import { whenIdle } from "../../hooks/when-idle.ts";
import { isLanguageSwitch } from "./language-switch.tsx";

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
 * short switch animation with the scroll position kept.
 */
export function NavigationEffects() {
  const location = useLocation();
  const lang = langFromPath(location.pathname);
  const previous = useRef({ pathname: location.pathname, lang });

  useEffect(() => {
    whenIdle(() => void loadProgressBar().catch(() => undefined));
  }, []);

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

    if (before.lang !== lang && isLanguageSwitch(location.state)) {
      document.documentElement.dataset.langSwitching = "";
      const end = window.setTimeout(() => {
        delete document.documentElement.dataset.langSwitching;
      }, LANG_SWITCH_MS);
      return () => {
        cancelled = true;
        window.clearTimeout(done);
        window.clearTimeout(end);
      };
    }

    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView({ behavior: smoothBehavior() });
    else window.scrollTo({ top: 0, behavior: smoothBehavior() });
    return () => {
      cancelled = true;
      window.clearTimeout(done);
    };
  }, [location.pathname, location.hash, location.state, lang]);

  return null;
}
