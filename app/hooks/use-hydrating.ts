import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * True while React hydrates the server's HTML (it then reads the server
 * snapshot), false for anything the browser renders itself, such as a page
 * reached by a client-side visit. Each part of the page is asked as it
 * hydrates, which may be well after the rest of the page is live.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
