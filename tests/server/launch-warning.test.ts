/**
 * A server started with the shipped sample content says so once, in a warning
 * that names the samples, the missing consents and the unset settings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  type RunningServer,
  startServer,
  type TestDatabase,
} from "./helpers.ts";

describe("starting with sample content", () => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    server = await startServer(db, { SITE_URL: "", CONTACT_EMAIL: "" });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("logs one warning naming what is left before going live", () => {
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.includes("not ready to go live"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: "warn",
      samples: expect.stringContaining("registration data, address, 2 phone numbers, reviews"),
      missingConsents: expect.any(Number),
      unsetSettings: expect.stringMatching(/^SITE_URL, CONTACT_EMAIL, SMTP_URL\b/),
    });
  });
});
