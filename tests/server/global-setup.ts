/** Creates one migrated PGlite folder that every suite copies, instead of each running initdb. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";

let dir: string | undefined;

export async function setup(project: TestProject) {
  dir = await mkdtemp(path.join(tmpdir(), "forms-template-"));
  const database = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
  await database.close();
  project.provide("pgliteTemplate", path.join(dir, "pglite"));
}

export async function teardown() {
  if (dir) await rm(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
