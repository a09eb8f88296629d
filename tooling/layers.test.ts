/**
 * The folders depend on each other in one direction. shared/ holds what the
 * browser and the server both use, in two layers: its primitives (languages,
 * text, slugs, routes) on nothing of ours, content/ on those only, and the
 * forms' and dictionaries' modules (shared/forms/, shared/i18n/) on both, the content editor (cms/) on those three and nothing the
 * pages are built from on it, the server on no module of the app, the database layer on
 * no HTTP code, and no module of the app or the blog compiler knows a particular
 * article by its slug.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** What a module imports: a repository path ("shared/lang.ts") or a package name ("hono"). */
function importsOf(file: string, source = readFileSync(path.join(root, file), "utf8")) {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map(({ fileName: specifier }) => {
    if (specifier.startsWith("#")) return specifier.slice(1);
    if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
    return specifier;
  });
}

interface Rule {
  files: string[];
  forbidden: (target: string) => boolean;
}

function violations({ files, forbidden }: Rule): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${file} → ${target}`),
  );
}

const ours = (target: string, ...folders: string[]) =>
  folders.some((folder) => target.startsWith(`${folder}/`));

/** shared/'s upper layer: the forms and the dictionaries, which speak the content. */
const speaksContent = (target: string) =>
  target.startsWith("shared/forms/") || target.startsWith("shared/i18n/");

const isHttpCode = (target: string) =>
  target === "hono" ||
  target.startsWith("hono/") ||
  target.startsWith("@hono/") ||
  target.startsWith("server/api/") ||
  target === "server/app.ts" ||
  target === "server/http-server.ts";

describe("layers", () => {
  it("reads every kind of import a module can make", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "#app/b.ts";',
      'export { c } from "../shared/c.ts";',
      'const d = await import("hono");',
      'type E = import("./e.ts").E;',
    ].join("\n");
    expect(importsOf("content/x.ts", source)).toEqual([
      "content/a.ts",
      "app/b.ts",
      "shared/c.ts",
      "hono",
      "content/e.ts",
    ]);
  });

  it("content imports nothing from the app, the server or the build code", () => {
    const files = sourceFiles("content");
    expect(files.length).toBeGreaterThan(10);
    expect(
      violations({
        files,
        forbidden: (target) => ours(target, "app", "server", "tooling") || speaksContent(target),
      }),
    ).toEqual([]);
  });

  it("shared's primitives import nothing of ours outside them", () => {
    const files = sourceFiles("shared").filter((file) => !speaksContent(file));
    expect(files.length).toBeGreaterThan(3);
    expect(
      violations({
        files,
        forbidden: (target) =>
          ours(target, "app", "content", "server", "tooling") || speaksContent(target),
      }),
    ).toEqual([]);
  });

  it("shared's forms and dictionaries import only shared and content of ours", () => {
    const files = sourceFiles("shared").filter(speaksContent);
    expect(files.length).toBeGreaterThan(5);
    expect(
      violations({ files, forbidden: (target) => ours(target, "app", "server", "tooling") }),
    ).toEqual([]);
  });

  it("the server imports nothing from the app", () => {
    const files = sourceFiles("server");
    expect(files.length).toBeGreaterThan(20);
    expect(violations({ files, forbidden: (target) => ours(target, "app") })).toEqual([]);
  });

  it("the content editor (cms) imports nothing from the app, the server or the build code", () => {
    const files = sourceFiles("cms");
    expect(files.length).toBeGreaterThan(5);
    expect(
      violations({ files, forbidden: (target) => ours(target, "app", "server", "tooling") }),
    ).toEqual([]);
  });

  it("nothing the pages are built from imports the content editor, so no page can carry it", () => {
    const files = ["app", "content", "shared"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    expect(
      violations({
        files,
        forbidden: (target) => ours(target, "cms") || target.startsWith("decap-"),
      }),
    ).toEqual([]);
  });

  it("the database layer imports no HTTP code", () => {
    const files = sourceFiles("server/db");
    expect(files.length).toBeGreaterThan(3);
    expect(violations({ files, forbidden: isHttpCode })).toEqual([]);
  });

  it("no module of the app or the blog compiler names a particular article", () => {
    const slugs = readdirSync(path.join(root, "content/blog"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(slugs.length).toBeGreaterThan(3);
    const files = [...sourceFiles("app"), ...sourceFiles("tooling/blog")];
    const named = files.flatMap((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      return slugs.filter((slug) => source.includes(slug)).map((slug) => `${file}: ${slug}`);
    });
    expect(named).toEqual([]);
  });
});
