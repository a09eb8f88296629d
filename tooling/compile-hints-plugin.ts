import type { Plugin } from "vite";

/** V8's explicit compile hint for a whole file (Chrome 136 and later). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Every browser chunk starts with V8's compile hint, so Chromium compiles its
 * functions while it streams the file in, on a background thread, instead of
 * one by one on the main thread the first time each is called. Our chunks run
 * when they load (a page's modules start the app; lazily loaded ones are
 * fetched when they are about to be used), so little is compiled in vain. On
 * a cold load of an article this took about 60 ms at full speed of parsing
 * and compiling off the main thread (docs/decisions/0010-quiet-main-thread.md).
 * Other engines ignore the comment. It is added after minification, which
 * would otherwise drop it.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions: (options) => ({ ...options, postBanner: COMPILE_HINT }),
  };
}
