/**
 * Content-Security-Policy. Scripts are limited to our own files plus the
 * inline scripts React Router writes into each page: pre-rendered pages allow
 * exactly theirs by SHA-256 hash (computed at build time); pages rendered on
 * demand allow the scripts that carry this response's nonce, which React
 * Router and React put on every script they write, and which markup injected
 * into the page cannot know. No 'unsafe-inline' for scripts.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ThirdPartySources } from "../content/measurement.ts";

/** No third party: the policy of a build without measurement. */
export const noThirdParty: ThirdPartySources = { script: [], connect: [], img: [] };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

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
 * sources (hashes or a nonce), plus the hosts of the measurement tools the
 * build was configured with (content/measurement.ts; none by default).
 */
export function pagePolicy(
  scriptSources: readonly string[],
  thirdParty: ThirdPartySources = noThirdParty,
): string {
  return [
    "default-src 'self'",
    directive("script-src", ["'self'", ...scriptSources, ...thirdParty.script]),
    // 'unsafe-inline' for styles only, for two reasons. The mobile menu's dialog
    // locks the page's scroll with a <style> element it writes at run time
    // (react-remove-scroll-bar), whose text holds the measured scrollbar width, so
    // no hash can name it; a nonce could, but pre-rendered pages are the same
    // bytes for every visitor. And the markup carries style attributes (a blog
    // category's colour on its badge, the reading-progress bar's starting width),
    // also where a static region puts its server markup back with innerHTML,
    // which CSP allows only this way or by 'unsafe-hashes' plus a hash per value.
    // A style cannot run code; scripts stay hash- or nonce-only.
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
