import { describe, expect, it } from "vitest";
import { summarize } from "./publish.ts";

describe("what a refused build says", () => {
  it("puts the content file and field the build names first, without the release's folder", () => {
    const dir = "/srv/odra-creative/releases/20261128T120501Z-3f2a9c1";
    const output = [
      "> agency-site@0.0.0 build",
      "\u001b[1m\u001b[31m[astro]\u001b[39m\u001b[22m Unable to load astro.config.ts",
      "",
      "ContentError: Invalid content:",
      "  content/entries/company.json registration.krs: Numer KRS ma 10 cyfr.",
      `    at validateContent (${dir}/content/validate-content.ts:86:9)`,
    ].join("\n");
    const summary = summarize(output, dir).split("\n");
    expect(summary[0]).toBe("content/entries/company.json registration.krs: Numer KRS ma 10 cyfr.");
    expect(summary[1]).toBe("ContentError: Invalid content:");
    expect(summary.join("\n")).not.toContain("/srv/odra-creative");
    expect(summary.join("\n")).not.toContain("\u001b");
  });

  it("ends with the last lines when nothing reads as an error", () => {
    expect(summarize("one\ntwo\nthree\nfour\nfive\nsix", "/x")).toBe("two\nthree\nfour\nfive\nsix");
  });
});
