/** One production server of the current build for the whole suite, on a database of its own. */
import type { TestProject } from "vitest/node";
import { type FormsServer, startFormsServer } from "../support/forms-server.ts";

let server: FormsServer | undefined;

export async function setup(project: TestProject) {
  server = await startFormsServer("engines");
  project.provide("siteOrigin", server.url);
}

export async function teardown() {
  await server?.dispose();
}

declare module "vitest" {
  export interface ProvidedContext {
    siteOrigin: string;
  }
}
