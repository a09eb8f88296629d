import { resourcePolicy } from "./csp.ts";

/** Headers every response carries, whatever produced it. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Headers a response may set for itself (the content editor's login needs a wider opener policy). */
const ownValueKept = new Set(["Cross-Origin-Opener-Policy"]);

/** Adds the security headers; pages set their own CSP, everything else gets the closed one. */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!(ownValueKept.has(name) && headers.has(name))) headers.set(name, value);
  }
  if (!headers.has("Content-Security-Policy"))
    headers.set("Content-Security-Policy", resourcePolicy);
}
