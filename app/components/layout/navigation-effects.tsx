import NProgress from "nprogress";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { smoothBehavior } from "../../hooks/use-reduced-motion.ts";
import { langFromPath } from "../../i18n/lang.ts";
import { isLanguageSwitch } from "./language-switch.tsx";

/** Time after a path change at which the progress bar completes. */
const PROGRESS_DONE_MS = 350;
/** Length of the language-switch animation (see app.css). */
const LANG_SWITCH_MS = 300;

NProgress.configure({ trickleSpeed: 180, minimum: 0.08, showSpinner: false });

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
    const before = previous.current;
    previous.current = { pathname: location.pathname, lang };
    if (before.pathname === location.pathname) return;

    NProgress.start();
    const done = window.setTimeout(() => NProgress.done(), PROGRESS_DONE_MS);

    if (before.lang !== lang && isLanguageSwitch(location.state)) {
      document.documentElement.dataset.langSwitching = "";
      const end = window.setTimeout(() => {
        delete document.documentElement.dataset.langSwitching;
      }, LANG_SWITCH_MS);
      return () => {
        window.clearTimeout(done);
        window.clearTimeout(end);
      };
    }

    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView({ behavior: smoothBehavior() });
    else window.scrollTo({ top: 0, behavior: smoothBehavior() });
    return () => window.clearTimeout(done);
  }, [location.pathname, location.hash, location.state, lang]);

  return null;
}
