import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "#shared/i18n/dictionaries/index.ts";
import { langFromPath } from "#shared/lang.ts";
import { listenForImageFallbacks } from "./components/blog/image-fallbacks.ts";
import { renderAllOnJumpToEnd } from "./components/layout/section-scroll.ts";
import { enhanceDisclosures } from "./components/ui/disclosure-keys.ts";
import { inNextTask } from "./hooks/next-task.ts";
import { whenIdle } from "./hooks/when-idle.ts";
import { startConsentAndMeasurement } from "./measurement/start.ts";
import { reloadAfterDeploy } from "./reload-after-deploy.ts";

reloadAfterDeploy();

// Only the page's own language is downloaded before hydrating; the other one
// is fetched when the browser is idle, so the language switch stays instant.
const lang = langFromPath(window.location.pathname);
// Before hydrating, so the cookie banner keeps its time however long loading
// and hydrating take, but in a task of its own: its first read of the stored
// answer opens the site's storage, which is slow on a phone.
inNextTask(startConsentAndMeasurement);
listenForImageFallbacks();
enhanceDisclosures();
renderAllOnJumpToEnd();
// React DOM's client is the largest module to run before hydrating (a few
// milliseconds on a fast machine, a long task on a slow phone), so it runs in
// a task of its own rather than with this module and the rest of the app.
const [{ hydrateRoot }] = await Promise.all([import("react-dom/client"), loadDictionary(lang)]);
whenIdle(() => void loadDictionary(lang === "pl" ? "en" : "pl"));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
