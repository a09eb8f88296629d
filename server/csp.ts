/**
 * Content-Security-Policy, strict for scripts: a page runs only the inline
 * scripts it was built or rendered with, and what they load. Every page allows
 * exactly its inline scripts by SHA-256 hash (computed at build time for a
 * pre-rendered page, as it is sent for one rendered per request), which markup
 * injected into the page cannot match. 'strict-dynamic'
 * extends that trust to the scripts those scripts add (our chunks, the
 * consent-gated gtag.js), and makes browsers ignore every host in script-src:
 * no host, ours or Google's, can serve a script that markup injected into a
 * page asks for. 'self' stays only for browsers that predate 'strict-dynamic'.
 * No 'unsafe-inline' for scripts.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ThirdPartySources } from "../content/measurement.ts";

/** No third party: the policy of a build without measurement. */
export const noThirdParty: ThirdPartySources = { connect: [], img: [] };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const CLASSIC_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** How long after the load event a page's module waits for a first contentful paint the browser may never report. */
const UNREPORTED_PAINT_MS = 1000;

/** A string literal of `text` that can never end the <script> element it travels in. */
const scriptLiteral = (text: string) =>
  JSON.stringify(text)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * A page's scripts, each added by a small inline script of its own (allowed
 * by its hash) rather than read by the parser. Under 'strict-dynamic' only a
 * script that a trusted script added may load more (Chromium refuses an
 * `import()` made by a parser-inserted script allowed by hash, and a module
 * <script src> needs a host, which the policy ignores): Astro's island loader
 * imports each island, our pages' modules import their chunks. A classic
 * script runs as it is added, in document order, as it would have. A module
 * (the page's own script) is added in the task after the first contentful
 * paint: nothing in it is needed to show the page, and a request made before
 * that paint shares the bandwidth it waits for (and counts into Lighthouse's
 * LCP). A browser that reports no paints starts it after the first frame; one
 * that never reports this paint (it showed nothing: a hidden tab), a second
 * after the load event.
 */
export function scriptsStartedByScripts(html: string): string {
  // Classic ones first: a module's starter is a classic inline script itself.
  return html
    .replace(
      CLASSIC_INLINE_SCRIPT,
      (_tag, code: string) =>
        `<script>{const s=document.createElement("script");s.text=${scriptLiteral(code)};document.currentScript.after(s)}</script>`,
    )
    .replace(
      MODULE_SCRIPT,
      (_tag, src: string) =>
        `<script>{const s=document.createElement("script");s.type="module";s.src=${scriptLiteral(src)};let n=0;const go=()=>n++||setTimeout(()=>document.body.append(s));const P=window.PerformanceObserver;if(P?.supportedEntryTypes?.includes("paint")){const o=new P((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true});addEventListener("load",()=>setTimeout(go,${UNREPORTED_PAINT_MS}))}else requestAnimationFrame(go)}</script>`,
    );
}

/** Astro's policy for a page, a meta element listing the hashes of the scripts it wrote. */
export const ASTRO_POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)">/;

/** The hashes Astro's policy lists for a page (see ASTRO_POLICY). */
export const astroScriptHashes = (html: string): string[] =>
  ASTRO_POLICY.exec(html)?.[1]?.match(/'sha256-[^']+'/g) ?? [];

/** The style element Astro writes before a page's first island; app.css holds its rule. */
const ASTRO_ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/**
 * A page as the server sends it: Astro's meta policy out (the response's header is
 * the page's policy; a second one in the page would also be enforced), its
 * scripts added by scripts, and the islands' style element out (where the first
 * island is, inside a <div>, a <style> is not valid HTML; app.css has the rule).
 */
export const pageAsServed = (html: string) =>
  scriptsStartedByScripts(html.replace(ASTRO_POLICY, "").replace(ASTRO_ISLAND_STYLE, ""));

/** Hash sources ('sha256-…') of every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // JSON-LD is a data block: the browser never executes it, so CSP does not apply.
    if (/type\s*=\s*["']?application\/ld\+json/i.test(attributes)) continue;
    hashes.add(scriptHashSource(body));
  }
  return [...hashes];
}

/**
 * The external scripts a page's markup loads itself (<script src>). The
 * policy blocks them: with 'strict-dynamic' no host allows a script, only a
 * nonce would, and a pre-rendered page has none. A script added by a script
 * is allowed; the build refuses a page with one of these.
 */
export function externalScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].flatMap(([, attributes = ""]) => {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    return src ? [src[1] ?? src[2] ?? src[3] ?? ""] : [];
  });
}

/** The hash source ('sha256-…') that allows an inline script with this text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** A fresh nonce for one response. */
export const newNonce = () => randomBytes(16).toString("base64");

/** The script source that allows a nonce. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const directive = (name: string, sources: readonly string[]) => [name, ...sources].join(" ");

/**
 * The policy for an HTML page whose inline scripts are allowed by these
 * sources (hashes or a nonce), plus the hosts the build's measurement tools
 * connect to (content/measurement.ts; none by default).
 */
export function pagePolicy(
  scriptSources: readonly string[],
  thirdParty: ThirdPartySources = noThirdParty,
): string {
  return [
    "default-src 'self'",
    directive("script-src", ["'self'", ...scriptSources, "'strict-dynamic'"]),
    // 'unsafe-inline' for styles only: the pre-rendered markup carries style
    // attributes (each project picture's view-transition-name, project-<id>, which the
    // case study's opening picture shares; the reading-progress bar's starting width),
    // also where a static region puts its server markup back with innerHTML, which
    // CSP allows only this way or by 'unsafe-hashes' plus a hash per value. A style
    // cannot run code; scripts stay hash- or nonce-only.
    "style-src 'self' 'unsafe-inline'",
    directive("img-src", ["'self'", "data:", ...thirdParty.img]),
    // The typeface is inlined in the site stylesheet as data URLs (docs/decisions/0006).
    "font-src 'self' data:",
    directive("connect-src", ["'self'", ...thirdParty.connect]),
    // The hero's particles draw in a worker from our own files.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For everything that is not a page (assets, JSON, XML): nothing may run or embed it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";
