/**
 * The cookie banner's own React root (see app/measurement/banner-host.ts):
 * independent of the page's hydration, in the page's current language.
 */
import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { loadDictionary } from "#shared/i18n/dictionaries/index.ts";
import { langFromPath } from "#shared/lang.ts";
import { LanguageProvider } from "../../i18n/context.tsx";
import { CookieBanner } from "./cookie-banner.tsx";

/** The page's language follows client-side navigations, which update <html lang>. */
function subscribeToLang(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["lang"] });
  return () => observer.disconnect();
}
const pageLang = () => langFromPath(window.location.pathname);

function BannerInPageLanguage(props: { opener: HTMLElement | null; onClosed: () => void }) {
  const lang = useSyncExternalStore(subscribeToLang, pageLang);
  return (
    <LanguageProvider lang={lang}>
      <CookieBanner {...props} />
    </LanguageProvider>
  );
}

let root: Root | null = null;
let rootContainer: HTMLElement | null = null;
let shown = 0;

/** Shows the banner in `container`; `opener` gets focus back after the answer (null: shown by itself). */
export async function showCookieBanner(
  container: HTMLElement,
  opener: HTMLElement | null,
): Promise<void> {
  await loadDictionary(pageLang());
  if (container !== rootContainer) {
    root?.unmount();
    root = createRoot(container);
    rootContainer = container;
  }
  const current = root ?? createRoot(container);
  shown += 1;
  // Rendered at once: a normal update would queue behind the page's hydration
  // (same scheduler priority, started earlier) and show seconds late on a slow phone.
  flushSync(() =>
    current.render(
      <BannerInPageLanguage key={shown} opener={opener} onClosed={() => current.render(null)} />,
    ),
  );
}
