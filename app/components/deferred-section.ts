import { type FunctionComponent, type LazyExoticComponent, lazy } from "react";

export type DeferredSection<Props> =
  | FunctionComponent<Props>
  | LazyExoticComponent<FunctionComponent<Props>>;

/**
 * A below-the-fold section whose code the browser loads on demand. The server
 * (and the pre-rendering) loads it up front and renders it into the page like
 * any other; in the browser it is React.lazy, so while its chunk downloads
 * React keeps the server's HTML in place (the section must sit in its own
 * <Suspense>) and hydrates it once the code has arrived. Only a dynamic
 * import reaches the browser bundle, so the section is not part of the
 * page's first-load JavaScript. Await it at module level.
 */
export async function deferredSection<Props extends object>(
  load: () => Promise<FunctionComponent<Props>>,
): Promise<DeferredSection<Props>> {
  if (import.meta.env.SSR) return load();
  return lazy(async () => ({ default: await load() }));
}
