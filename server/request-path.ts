/**
 * What the server does with a request's path before routing it: refuses an
 * over-long one, and finds the canonical form of one with stray slashes.
 *
 * How long a path the server looks at: The site's longest paths are an
 * English article's (about 100 characters, 3 segments) and the form API's (4
 * segments); tests/server/page-requests.test.ts keeps these limits at least four
 * times above every path the site serves. Anything longer is answered 404 at
 * once, before routing or rendering, so no work on the one thread grows with
 * what a client sends.
 */
export const pathLimits = { length: 512, segments: 16 } as const;

/** Whether a path is over either limit; one pass over it, whatever it holds. */
export function isOverlong(pathname: string): boolean {
  if (pathname.length > pathLimits.length) return true;
  let segments = 0;
  for (let i = 0; i < pathname.length; i++) {
    if (pathname.charCodeAt(i) === 47 && ++segments > pathLimits.segments) return true;
  }
  return false;
}

/**
 * A path on this site. "//host/x" and "/\host/x" are not: as a Location,
 * browsers read them as another site's address.
 */
export const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * "/uslugi/" → "/uslugi", "//uslugi" → "/uslugi"; undefined when the path is
 * already so. A scan from both ends: a regular expression such as
 * /^\/+|\/+$/g takes time in the square of a run of slashes.
 */
export function canonicalPath(pathname: string): string | undefined {
  let start = 0;
  while (start < pathname.length && pathname[start] === "/") start++;
  let end = pathname.length;
  while (end > start && pathname[end - 1] === "/") end--;
  const canonical = `/${pathname.slice(start, end)}`;
  return canonical === pathname ? undefined : canonical;
}
