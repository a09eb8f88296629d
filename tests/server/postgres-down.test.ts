/**
 * With PostgreSQL stopped the API answers 503 with a message, /readyz says
 * not ready (while /healthz still says the process is up), and nothing
 * half-written remains; once it is back, everything works.
 * Starts its own throw-away cluster (needs the PostgreSQL server binaries).
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactBody,
  createTestDatabaseAt,
  type RunningServer,
  root,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

const run = promisify(execFile);

function pgBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => `${base}/${version}/bin`)
    .find((dir) => existsSync(`${dir}/pg_ctl`));
}

const bin = pgBin();
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? run("runuser", ["-u", "postgres", "--", command, ...args])
    : run(command, args);

describe.skipIf(!bin)("PostgreSQL outage", () => {
  let dir = "";
  let url = "";
  let db: TestDatabase;
  let server: RunningServer;

  const pgCtl = (action: "start" | "stop") =>
    action === "stop"
      ? asPostgres(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-w", "-m", "immediate", "stop"])
      : asPostgres(`${bin}/pg_ctl`, [
          "-D",
          `${dir}/data`,
          "-l",
          `${dir}/server.log`,
          "-w",
          "-o",
          new URL(url).port
            ? `-p ${new URL(url).port} -k ${dir} -c listen_addresses=127.0.0.1`
            : "",
          "start",
        ]);

  beforeAll(async () => {
    const { stdout } = await run(`${root}/.ci/start-postgres`, [], {
      env: { ...process.env, PG_BIN: bin },
    });
    dir = /PG_TEST_DIR='([^']+)'/.exec(stdout)?.[1] ?? "";
    url = /TEST_DATABASE_URL='([^']+)'/.exec(stdout)?.[1] ?? "";
    db = await createTestDatabaseAt(url);
    server = await startServer(db);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
    await pgCtl("stop").catch(() => {});
    await run("rm", ["-rf", dir]);
  });

  it("answers 503 while the database is down and recovers when it is back", async () => {
    expect((await submit(server, contactBody())).status).toBe(201);

    await pgCtl("stop");
    const during = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        submit(server, contactBody({ Opis: `Podczas awarii bazy nr ${i}` })),
      ),
    );
    for (const response of during) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBeTruthy();
      expect(await response.json()).toEqual({ message: expect.stringMatching(/\S/) });
    }
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({
      status: "not ready",
      checks: { database: "unreachable", migrations: "unknown", mail: "off" },
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await pgCtl("start");
    let ready = false;
    for (let i = 0; i < 50 && !ready; i++) {
      ready = (await fetch(`${server.url}/readyz`)).status === 200;
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    expect((await submit(server, contactBody({ Opis: "Po powrocie bazy danych." }))).status).toBe(
      201,
    );

    const { database, store } = await db.open();
    try {
      const leads = await store.leads();
      expect(leads.map((lead) => lead.message)).toEqual([
        contactBody().Opis,
        "Po powrocie bazy danych.",
      ]);
      expect((await store.outboxStatus()).pending).toBe(2);
    } finally {
      await database.close();
    }
  });
});
