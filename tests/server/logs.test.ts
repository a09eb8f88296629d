/**
 * When the database refuses a write, the visitor gets a 500 with a message
 * (503 is only for a database that does not answer), and the log names the
 * error by its class and code: none of the submitted names, addresses or
 * messages reach it (a database error's message carries them all).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backends,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  refuseInserts,
  runSql,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

describe.each(backends)("logs of failed writes on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    await runSql(db, [...refuseInserts("submissions"), ...refuseInserts("subscribers")]);
    server = await startServer(db, { LOG_REQUESTS: "1" });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("answers 500 without internals and logs none of the submitted values", async () => {
    const lead = {
      "Imie i Nazwisko": "Bożydar Tajemniczy",
      Email: "bozydar.tajny@przyklad.pl",
      "Nazwa Firmy": "Pracownia Sekretna",
      Opis: "Treść zapytania, która nie może trafić do żadnego logu.",
    };
    const signup = { email: "cichy.subskrybent@przyklad.pl" };

    const failedLead = await submit(server, contactBody(lead));
    expect(failedLead.status).toBe(500);
    expect(failedLead.headers.get("retry-after")).toBeNull();
    const message = ((await failedLead.json()) as { message: string }).message;
    expect(message).toMatch(/po naszej stronie/);
    expect(message).not.toMatch(/refused|insert|sql/i);
    const failedSignup = await submit(server, signup, { endpoint: newsletter });
    expect(failedSignup.status).toBe(500);

    const failures = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"submission failed"'));
    await until(() => failures().length === 2, 10_000);
    for (const line of failures()) {
      expect(JSON.parse(line)).toMatchObject({ level: "error", code: "P0001" });
    }
    for (const value of [...Object.values(lead), signup.email, "bozydar", "Tajemniczy"]) {
      expect(server.output()).not.toContain(value);
    }
  });
});
