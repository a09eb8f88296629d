/** Runs `callback` once the browser has nothing better to do (or after 1.5 s where it cannot tell). */
export function whenIdle(callback: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback);
  else window.setTimeout(callback, 1500);
}
