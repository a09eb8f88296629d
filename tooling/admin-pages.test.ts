/**
 * The editor's folder as the build writes it: the editor's page carries the
 * link „Instrukcja dla redakcji”, the link leads to a page written beside it,
 * and that page is the marketers' guide (docs/edycja.md) in Polish, without a
 * script, naming the editor's collections as its menu does.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "../cms/collections.ts";
import { ADMIN_PATH } from "../server/build-layout.ts";
import { GUIDE_LINK_TEXT, GUIDE_SOURCE, writeAdminPages } from "./admin-pages.ts";

let adminDir = "";
let index = "";
let guide = "";

/** The file under the admin folder a same-origin /admin/… address is served from. */
function fileAt(url: string): string {
  expect(url.startsWith(`${ADMIN_PATH}/`)).toBe(true);
  return path.join(adminDir, url.slice(ADMIN_PATH.length + 1));
}

/** The visible text of an element's inner HTML. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("\u00a0", " ")
    .trim();

beforeAll(async () => {
  adminDir = await mkdtemp(path.join(tmpdir(), "admin-pages-"));
  await writeAdminPages(adminDir, "root-abc123.css", await readFile(GUIDE_SOURCE, "utf8"));
  index = await readFile(path.join(adminDir, "index.html"), "utf8");
  const [, href = ""] =
    /<a [^>]*href="([^"]+)"[^>]*>Instrukcja dla redakcji<\/a>/.exec(index) ?? [];
  guide = href && existsSync(fileAt(href)) ? await readFile(fileAt(href), "utf8") : "";
});

afterAll(async () => {
  await rm(adminDir, { recursive: true, force: true });
});

describe("the editor's page", () => {
  it("still loads the editor and the site's stylesheet for the previews", () => {
    expect(index).toContain('<script type="module" src="/admin/admin.js"></script>');
    expect(index).toContain('<meta name="site-stylesheet" content="/assets/root-abc123.css">');
  });

  it("shows a link „Instrukcja dla redakcji” that opens the guide written beside it in a new tab", () => {
    const link = /<a [^>]*>Instrukcja dla redakcji<\/a>/.exec(index)?.[0] ?? "";
    expect(link, "the editor's page has no link to the guide").not.toBe("");
    expect(textOf(link)).toBe(GUIDE_LINK_TEXT);
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
    expect(guide, "the link leads to no page of the admin folder").not.toBe("");
  });

  it("styles the link from a file of the admin folder, not inline", () => {
    const stylesheets = [...index.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
      ([, href = ""]) => href,
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const href of stylesheets) expect(existsSync(fileAt(href)), href).toBe(true);
    expect(index).not.toMatch(/<style|style="/);
  });
});

describe("the guide page", () => {
  it("is in Polish, not indexed, and runs no script", () => {
    expect(guide).toMatch(/<html lang="pl">/);
    expect(guide).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(guide).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it("has the guide's title and its sections in the order a marketer needs them", () => {
    expect(textOf(/<title>(.*)<\/title>/.exec(guide)?.[1] ?? "")).toBe(
      "Edycja strony Odra Creative – instrukcja dla redakcji",
    );
    const headings = [...guide.matchAll(/<h2>(.*?)<\/h2>/g)].map(([, text = ""]) => textOf(text));
    expect(headings).toEqual([
      "1. Logowanie",
      "2. Co zmienia każda pozycja menu",
      "3. Zdjęcia i grafiki",
      "4. Zapis i publikacja",
      "5. Przed startem",
      "6. Co zamówić u dostawcy hostingu",
      "7. Komu zadzwonić",
    ]);
  });

  it("names every collection of the editor as its menu does", () => {
    const bold = new Set(
      [...guide.matchAll(/<strong>(.*?)<\/strong>/g)].map(([, text = ""]) => textOf(text)),
    );
    const labels = collections().map(({ label }) => label);
    expect(labels.filter((label) => bold.has(label))).toEqual(labels);
  });

  it("leads back to the editor", () => {
    expect(guide).toContain(`href="${ADMIN_PATH}"`);
  });
});
