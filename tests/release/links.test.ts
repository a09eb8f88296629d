/**
 * Every link of the built pages leads somewhere: each internal link to a page
 * or a file of the build, each #fragment to an element of its page. Reads the
 * build only (no server), so publishing runs it on a release before switching
 * to it: an article linking to a page that does not exist is refused.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const client = fileURLToPath(new URL("../../build/client/", import.meta.url));
/** Paths the server answers rather than a file of the build. */
const served = [/^\/api\//, /^\/admin(\/|$)/];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : htmlFiles(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

/** "/en/uslugi" for build/client/en/uslugi/index.html. */
const pathOf = (file: string) => `/${relative(client, file).split(sep).slice(0, -1).join("/")}`;

function builtFile(path: string): string | undefined {
  const decoded = decodeURIComponent(path);
  const page = join(client, decoded, "index.html");
  if (existsSync(page)) return page;
  const file = join(client, decoded);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const ids = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id = ""]) => id));
const hrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(([, href = ""]) =>
    href.replaceAll("&amp;", "&"),
  );

const pages = existsSync(client) ? htmlFiles(client).sort() : [];

describe("links of the built pages", () => {
  it("finds the build", () => {
    expect(pages.length, "npm run build first").toBeGreaterThan(20);
  });

  for (const file of pages) {
    const from = pathOf(file);
    it(`${from}: every internal link and #fragment resolves`, () => {
      const html = readFileSync(file, "utf8");
      const broken: string[] = [];
      for (const href of hrefs(html)) {
        if (!href.startsWith("/") && !href.startsWith("#")) continue;
        if (href.startsWith("//")) continue;
        const url = new URL(href, `http://site${from}`);
        if (served.some((pattern) => pattern.test(url.pathname))) continue;
        const target = url.pathname === from ? file : builtFile(url.pathname);
        if (!target) {
          broken.push(`${href} (no such page)`);
          continue;
        }
        const id = decodeURIComponent(url.hash.slice(1));
        if (id && target.endsWith(".html") && !ids(readFileSync(target, "utf8")).has(id)) {
          broken.push(`${href} (no element #${id})`);
        }
      }
      expect(broken, `${from} links to`).toEqual([]);
    });
  }
});
