/**
 * One production server of the current build for the whole suite, on a database of its
 * own, and one of the measured build (a GA4 id: the only kind with a consent banner).
 */
import type { TestProject } from "vitest/node";
import { type FormsServer, startFormsServer } from "../support/forms-server.ts";

let server: FormsServer | undefined;
let measured: FormsServer | undefined;

export async function setup(project: TestProject) {
  server = await startFormsServer("engines");
  project.provide("siteOrigin", server.url);
  measured = await startFormsServer("engines-measured", { BUILD_DIR: "build-measured" });
  project.provide("measuredOrigin", measured.url);
}

export async function teardown() {
  await server?.dispose();
  await measured?.dispose();
}

declare module "vitest" {
  export interface ProvidedContext {
    siteOrigin: string;
    measuredOrigin: string;
  }
}
