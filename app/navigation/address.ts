/**
 * The page's address as components read it: its path from the page (the same
 * at build time and in the browser), its query and fragment from the browser
 * once there. The query is state too: a filter written into it is not a new page.
 */
import { useMemo, useSyncExternalStore } from "react";
import { usePage } from "../islands/page-context.tsx";

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname, search: drawnWith = "" } = usePage();
  const search = typeof window === "undefined" ? drawnWith : window.location.search;
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return { pathname, search, hash };
}

/** Who hears of a query written by the page itself (history does not tell). */
const queryListeners = new Set<() => void>();

function subscribeToQuery(onChange: () => void) {
  queryListeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    queryListeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The address's query as state: written with the history API (a filter is not
 * a new page), read back on going back or forward. The first render reads it
 * as the page was drawn with (none at build time, the query of a page drawn per
 * request), so an island hydrates over its HTML, then follows it.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const { search: drawnWith = "" } = usePage();
  const search = useSyncExternalStore(
    subscribeToQuery,
    () => window.location.search,
    () => drawnWith,
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options?: { replace?: boolean }) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(window.history.state, "", url);
    for (const listener of queryListeners) listener();
  };
  return [params, setParams];
}
