import { createElement, type FunctionComponent, use } from "react";

/** A section whose code the browser loads apart from the page's; `preload` fetches it ahead. */
export type DeferredSection<Props> = FunctionComponent<Props> & {
  preload: () => Promise<unknown>;
};

/**
 * A below-the-fold section whose code the browser loads on demand. The server
 * (and the pre-rendering) loads it up front and renders it into the page like
 * any other; in the browser only a dynamic import reaches the bundle, so the
 * section is not part of the page's first-load JavaScript. While the served
 * page hydrates, a section whose code has not arrived suspends, and React
 * keeps the server's HTML in place (the section must sit in its own
 * <Suspense>) and hydrates it once the code is there.
 *
 * A page the browser renders itself (a client-side visit, Back) should not come
 * in parts: its route's clientLoader awaits `preload` of the sections it shows,
 * so the page is rendered whole, at once, and the place a visitor returns to is
 * where it was (a section arriving later above it would move it). A section
 * whose code is loaded renders without suspending. Await it at module level.
 */
export async function deferredSection<Props extends object>(
  load: () => Promise<FunctionComponent<Props>>,
): Promise<DeferredSection<Props>> {
  let loading: Promise<FunctionComponent<Props>> | undefined;
  let Loaded: FunctionComponent<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a network that dropped for a moment) is asked for
        // again by the next visit to the page.
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) await preload();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section, at module level, as React.lazy makes its components
  function Section(props: Props) {
    return createElement(Loaded ?? use(preload()), props);
  }
  return Object.assign(Section, { preload });
}
