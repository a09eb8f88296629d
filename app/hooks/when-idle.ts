/** Runs `callback` once the browser has nothing better to do (or after 1.5 s where it cannot tell). */
export function whenIdle(callback: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback);
  else window.setTimeout(callback, 1500);
}

/**
 * Runs `callback` once the page has loaded, the browser is idle and the tab is
 * visible: for work nobody waits for. Returns a function that cancels the wait.
 */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const whenVisible = () => {
    if (cancelled) return;
    if (document.visibilityState === "visible") {
      document.removeEventListener("visibilitychange", whenVisible);
      callback();
    } else {
      document.addEventListener("visibilitychange", whenVisible);
    }
  };
  const afterLoad = () => {
    if (cancelled) return;
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(whenVisible, { timeout: 3000 })
      : window.setTimeout(whenVisible, 1500);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterLoad);
    document.removeEventListener("visibilitychange", whenVisible);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
