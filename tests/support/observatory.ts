/**
 * The header tests of the Mozilla HTTP Observatory (scoring of its v2 rules),
 * applied to one response's headers. Start at 100; penalties and bonuses as
 * the Observatory assigns them; A+ from 100 points up.
 */
export interface Grade {
  score: number;
  grade: string;
  findings: string[];
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function cspScore(csp: string | undefined, findings: string[]): number {
  if (!csp) {
    findings.push("csp-not-implemented");
    return -25;
  }
  const policy = directives(csp);
  const scriptSources = policy.get("script-src") ?? policy.get("default-src") ?? [];
  const styleSources = policy.get("style-src") ?? policy.get("default-src") ?? [];
  if (!policy.has("default-src") && !policy.has("script-src")) {
    findings.push("csp-implemented-with-unsafe (no script restriction)");
    return -20;
  }
  if (
    scriptSources.includes("'unsafe-inline'") &&
    !scriptSources.some((s) => s.startsWith("'sha") || s.startsWith("'nonce"))
  ) {
    findings.push("csp-implemented-with-unsafe-inline");
    return -20;
  }
  if (scriptSources.includes("'unsafe-eval'")) {
    findings.push("csp-implemented-with-unsafe-eval");
    return -10;
  }
  if (
    [...scriptSources, ...styleSources].some(
      (source) => source === "http:" || source.startsWith("http://"),
    )
  ) {
    findings.push("csp-implemented-with-insecure-scheme");
    return -20;
  }
  if (policy.get("default-src")?.join(" ") === "'none'") {
    findings.push("csp-implemented-with-no-unsafe-default-src-none");
    return 10;
  }
  if (styleSources.includes("'unsafe-inline'")) {
    findings.push("csp-implemented-with-unsafe-inline-in-style-src-only");
    return 0;
  }
  findings.push("csp-implemented-with-no-unsafe");
  return 5;
}

export function observatoryGrade(headers: Record<string, string>): Grade {
  const findings: string[] = [];
  let score = 100;
  const csp = headers["content-security-policy"];
  score += cspScore(csp, findings);

  const hsts = headers["strict-transport-security"] ?? "";
  const maxAge = Number(hsts.match(/max-age=(\d+)/i)?.[1] ?? 0);
  if (!hsts) {
    score -= 20;
    findings.push("hsts-not-implemented");
  } else if (maxAge < 15_768_000) {
    score -= 10;
    findings.push("hsts-implemented-max-age-less-than-six-months");
  } else if (/preload/i.test(hsts)) {
    score += 5;
    findings.push("hsts-preloaded");
  }

  if (headers["x-content-type-options"]?.toLowerCase() !== "nosniff") {
    score -= 5;
    findings.push("x-content-type-options-not-implemented");
  }

  const frameAncestors = csp ? directives(csp).get("frame-ancestors") : undefined;
  if (frameAncestors && !frameAncestors.includes("*")) {
    score += 5;
    findings.push("x-frame-options-implemented-via-csp");
  } else if (!/^(deny|sameorigin)$/i.test(headers["x-frame-options"] ?? "")) {
    score -= 20;
    findings.push("x-frame-options-not-implemented");
  }

  const referrer = (headers["referrer-policy"] ?? "").toLowerCase();
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      referrer,
    )
  ) {
    score += 5;
    findings.push("referrer-policy-private");
  } else if (referrer === "unsafe-url" || referrer === "no-referrer-when-downgrade") {
    score -= 5;
    findings.push("referrer-policy-unsafe");
  }

  if (headers["access-control-allow-origin"] === "*") findings.push("cors-universal-access");
  if (headers["set-cookie"]) findings.push("cookies-set (check Secure/HttpOnly/SameSite)");

  const grade =
    score >= 100
      ? "A+"
      : score >= 90
        ? "A"
        : score >= 85
          ? "A-"
          : score >= 80
            ? "B+"
            : score >= 70
              ? "B"
              : "C or lower";
  return { score, grade, findings };
}
