import { useSyncExternalStore } from "react";

let startedAt: number | undefined;
const subscribe = () => () => {};
/** Read once per page life: times on screen do not tick. */
const browserNow = () => {
  startedAt ??= Date.now();
  return startedAt;
};
const noTime = () => null;

/**
 * The current time in the browser, or null while the page is pre-rendered and
 * hydrated: the HTML was made at build time, so anything computed from the time
 * of the visit is rendered only after hydration, never into the HTML.
 */
export function useClientNow(): number | null {
  return useSyncExternalStore(subscribe, browserNow, noTime);
}
