/**
 * After a deploy, a visitor still on an old page may ask for a code chunk that
 * no longer exists: the page is reloaded once to pick up the new build instead
 * of breaking.
 *
 * Vite reports every failed dynamic import as `vite:preloadError`, and Firefox
 * and WebKit fail the downloads still under way as the visitor leaves the page:
 * a reload then would cancel the visitor's navigation and put them back on the
 * page they were leaving. So nothing is reloaded once the page is being left,
 * and otherwise only when the chunk really is gone from the server (a network
 * that failed for a moment is no reason to throw the page away).
 */
/** What sessionStorage keeps under it: when the page was last reloaded for a missing chunk. */
export const RELOAD_KEY = "chunk-reload-at";
/** At most one reload in this time, should the new build be missing a chunk too. */
const RELOAD_GUARD_MS = 10_000;

/**
 * The module the error names (Chromium and Firefox write its address in the
 * message, WebKit only "Importing a module script failed."); otherwise this
 * build's own entry, which a deploy removes with every other chunk.
 */
function chunkOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const named = /https?:\/\/\S+?\.(?:js|css)\b/.exec(message)?.[0];
  return named ?? import.meta.url;
}

async function chunkIsGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store" });
    return response.status === 404 || response.status === 410;
  } catch {
    // No answer at all (offline, or the page is going): nothing says the build changed.
    return false;
  }
}

export function reloadAfterDeploy(): void {
  let leaving = false;
  addEventListener("beforeunload", () => {
    leaving = true;
  });
  addEventListener("pagehide", () => {
    leaving = true;
  });
  // A page restored from the back/forward cache, or a navigation the visitor called off.
  addEventListener("pageshow", () => {
    leaving = false;
  });
  addEventListener("focus", () => {
    leaving = false;
  });

  addEventListener("vite:preloadError", (event) => {
    if (leaving) return;
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    const payload: unknown = "payload" in event ? event.payload : undefined;
    void chunkIsGone(chunkOf(payload)).then((gone) => {
      if (!gone || leaving) return;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      location.reload();
    });
  });
}
