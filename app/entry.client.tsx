import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { langFromPath } from "#shared/lang.ts";
import { listenForImageFallbacks } from "./components/blog/fallback-image.tsx";
import { whenIdle } from "./hooks/when-idle.ts";
import { loadDictionary } from "./i18n/dictionaries/index.ts";
import { startConsentAndMeasurement } from "./measurement/start.ts";

// After a deploy, a visitor still on an old page may request a code chunk that
// no longer exists. Reload once to pick up the new build instead of breaking.
const RELOAD_KEY = "chunk-reload-at";
window.addEventListener("vite:preloadError", (event) => {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
});

// Only the page's own language is downloaded before hydrating; the other one
// is fetched when the browser is idle, so the language switch stays instant.
const lang = langFromPath(window.location.pathname);
// First, so the cookie banner keeps its time however long loading and hydrating take.
startConsentAndMeasurement();
listenForImageFallbacks();
await loadDictionary(lang);
whenIdle(() => void loadDictionary(lang === "pl" ? "en" : "pl"));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
