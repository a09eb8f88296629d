/**
 * The production server needs only production dependencies: the blog's
 * Markdown tooling (marked, gray-matter) is for the build, so the server must
 * start and serve pages with those packages missing, as after
 * `npm install --omit=dev`.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, root, startServer, type TestDatabase } from "./helpers.ts";

const buildOnly = ["marked", "gray-matter"];

describe("production dependencies", () => {
  let db: TestDatabase;
  let hooks = "";

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    hooks = await mkdtemp(path.join(tmpdir(), "no-dev-deps-"));
    // Resolving a build-only package fails, as if it were not installed.
    await writeFile(
      path.join(hooks, "hide.mjs"),
      `import { registerHooks } from "node:module";
registerHooks({
  resolve(specifier, context, next) {
    if (${JSON.stringify(buildOnly)}.includes(specifier)) {
      throw Object.assign(new Error("Cannot find package " + specifier), { code: "ERR_MODULE_NOT_FOUND" });
    }
    return next(specifier, context);
  },
});
`,
    );
  });

  afterAll(async () => {
    await db?.dispose();
    await rm(hooks, { recursive: true, force: true });
  });

  it("lists the build-only packages as devDependencies", async () => {
    const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of buildOnly) {
      expect(manifest.dependencies[name], name).toBeUndefined();
      expect(manifest.devDependencies[name], name).toBeDefined();
    }
  });

  it("starts and renders pages without them", async () => {
    const hide = pathToFileURL(path.join(hooks, "hide.mjs")).href;
    const server = await startServer(db, { NODE_OPTIONS: `--import=${hide}` });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/nie-ma-takiej-strony`)).status).toBe(404);
      const unknownPost = await fetch(`${server.url}/blog/nie-ma-takiego-wpisu`, {
        redirect: "manual",
      });
      expect(unknownPost.headers.get("location")).toBe("/blog");
    } finally {
      await server.stop();
    }
  });
});
