/**
 * The structured data of every pre-rendered page, both languages, checked against Google's
 * rich-result requirements. Reads the build (`npm run build` first); any ERROR fails the
 * page's test, warnings are listed at the end of the run.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  describeIssue,
  errorsIn,
  jsonLdOf,
  richResultIssues,
  type ValidationIssue,
} from "./rich-results.ts";

const client = fileURLToPath(new URL("../../build/client/", import.meta.url));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

/** "/en/uslugi" for build/client/en/uslugi/index.html. */
function pathOf(file: string): string {
  const dir = relative(client, file).split(sep).slice(0, -1).join("/");
  return `/${dir}`;
}

function fileOf(path: string): string {
  return join(client, path, "index.html");
}

const pages = existsSync(client) ? htmlFiles(client).map(pathOf).sort() : [];
const sitemapPaths = existsSync(join(client, "sitemap.xml"))
  ? [...readFileSync(join(client, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname,
    )
  : [];

function stepUrls(howTo: Record<string, unknown>): string[] {
  const steps: unknown[] = Array.isArray(howTo.step) ? howTo.step : [howTo.step];
  return steps.map((step) =>
    typeof step === "object" && step !== null && "url" in step ? String(step.url) : "",
  );
}

const warnings: { path: string; issue: ValidationIssue }[] = [];

afterAll(() => {
  if (warnings.length === 0) return;
  const lines = warnings.map(({ path, issue }) => `  ${path}  ${describeIssue(issue)}`);
  console.log(
    `Structured data: ${warnings.length} warnings (optional fields) on ${pages.length} pages\n${lines.join("\n")}`,
  );
});

describe("structured data of the pre-rendered pages", () => {
  it("covers every page of the sitemap, in both languages", () => {
    expect(
      sitemapPaths.length,
      "build/client/sitemap.xml: run `npm run build` first",
    ).toBeGreaterThan(0);
    expect(pages).toEqual(expect.arrayContaining(sitemapPaths));
    expect(pages.some((path) => path.startsWith("/en"))).toBe(true);
  });

  for (const path of pages) {
    it(`${path}: meets Google's rich-result requirements`, async () => {
      const issues = await richResultIssues(readFileSync(fileOf(path), "utf8"));
      warnings.push(
        ...issues.filter((issue) => issue.severity === "WARNING").map((issue) => ({ path, issue })),
      );
      expect(errorsIn(issues).map(describeIssue)).toEqual([]);
    });
  }

  it("links each how-to step to an anchor that exists on its page", () => {
    const steps = pages.flatMap((path) =>
      (jsonLdOf(readFileSync(fileOf(path), "utf8")).HowTo ?? []).flatMap((howTo) =>
        stepUrls(howTo).map((url) => ({ path, url })),
      ),
    );
    expect(steps.length, "the site has at least one how-to article").toBeGreaterThan(0);
    for (const { path, url } of steps) {
      const target = new URL(url);
      expect(target.hash, `${path}: ${url}`).toMatch(/^#.+/);
      const html = readFileSync(fileOf(target.pathname), "utf8");
      expect(html, `${path}: ${url}`).toContain(`id="${decodeURIComponent(target.hash.slice(1))}"`);
    }
  });
});
