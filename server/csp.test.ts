import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readMeasurement, thirdPartySources } from "../content/measurement.ts";
import { externalScripts, inlineScriptHashes, pagePolicy } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  it("hashes exactly the executable inline scripts of a page", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";')]);
  });

  it("allows the given inline scripts and what they load, never 'unsafe-inline'", () => {
    const policy = pagePolicy(["'sha256-abc'"]);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("names a measuring build's Google hosts for connections and images, never for scripts", () => {
    const policy = pagePolicy(
      ["'nonce-abc'"],
      thirdPartySources(readMeasurement("G-ABC123XYZ", "AW-123456789/lead")),
    );
    const directives = new Map(
      policy.split("; ").map((directive) => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources];
      }),
    );
    expect(directives.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(directives.get("connect-src")).toContain("https://*.googletagmanager.com");
    expect(directives.get("connect-src")).toContain("https://www.google.com");
    expect(directives.get("img-src")).toContain("https://*.google-analytics.com");
  });

  it("finds the external scripts a page's markup loads, which the policy would block", () => {
    const html = [
      '<script src="/assets/app.js" defer></script>',
      "<script>document.body.append(document.createElement('script'))</script>",
      '<script type="application/ld+json">{}</script>',
      "<SCRIPT SRC=https://cdn.example/x.js></SCRIPT>",
    ].join("");
    expect(externalScripts(html)).toEqual(["/assets/app.js", "https://cdn.example/x.js"]);
    expect(externalScripts("<script>1</script>")).toEqual([]);
  });
});
