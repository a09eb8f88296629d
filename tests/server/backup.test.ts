/**
 * Backups that restore: `npm run admin -- backup FILE` while the server runs
 * (with the embedded database the server itself takes it), `restore FILE`
 * brings back exactly the leads and subscribers of that moment, and the
 * daily form keeps the newest backups only.
 */
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  backends,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

/** Drops the test's PostgreSQL database and creates it again, empty. */
async function recreateEmpty(databaseUrl: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function storedState(db: TestDatabase) {
  const { database, store } = await db.open();
  try {
    return {
      leads: (await store.leads()).map((lead) => `${lead.id} ${lead.message}`).sort(),
      subscribers: (await store.subscribers()).map((row) => `${row.id} ${row.email}`).sort(),
    };
  } finally {
    await database.close();
  }
}

describe.each(backends)("backups on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("restores the leads and subscribers of the moment the running server was backed up", async () => {
    server = await startServer(db);
    for (const n of [1, 2, 3]) {
      expect(
        (await submit(server, contactBody({ Opis: `Zapytanie przed kopią nr ${n}.` }))).status,
      ).toBe(201);
    }
    for (const email of ["ala@przyklad.pl", "olek@przyklad.pl"]) {
      expect((await submit(server, { email }, { endpoint: newsletter })).status).toBe(201);
    }

    const file = path.join(db.dataDir, "kopia.backup");
    const backedUp = await admin(db, ["backup", file]);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.code).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const head = (await readFile(file)).subarray(0, 5);
    if (backend === "pglite") {
      // The running server holds the database, so it took the backup itself.
      expect(server.output()).toContain('"msg":"backup taken"');
      expect([...head.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    } else {
      expect(head.toString("latin1")).toBe("PGDMP");
    }

    expect((await submit(server, contactBody({ Opis: "Zapytanie po kopii." }))).status).toBe(201);
    if (backend === "pglite") {
      const refused = await admin(db, ["restore", file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/in use by process \d+/);
    }
    await server.stop();
    server = undefined;
    const after = await storedState(db);
    expect(after.leads).toHaveLength(4);

    if (backend === "postgres") {
      const refused = await admin(db, ["restore", file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is not empty");
      await recreateEmpty(db.databaseUrl ?? "");
    }
    const restored = await admin(db, ["restore", file]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("3 lead(s), 2 subscriber(s)");
    if (backend === "pglite") {
      expect(restored.stdout).toMatch(
        /The database it replaced is kept in .*pglite\.before-restore-/,
      );
    }

    const state = await storedState(db);
    expect(state.leads).toEqual(
      after.leads.filter((lead) => !lead.endsWith("Zapytanie po kopii.")),
    );
    expect(state.subscribers).toEqual(after.subscribers);
    // And the server runs on the restored database.
    server = await startServer(db);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await submit(server, contactBody({ Opis: "Zapytanie po przywróceniu." }))).status).toBe(
      201,
    );
    await server.stop();
    server = undefined;
  });

  it("keeps the newest daily backups only", async () => {
    const dir = path.join(db.dataDir, "kopie");
    await mkdir(dir);
    for (let run = 0; run < 3; run++) {
      if (run > 0) await new Promise((resolve) => setTimeout(resolve, 1100));
      const result = await admin(db, ["backup", "--into", dir, "--keep", "2"]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    }
    const names = await readdir(dir);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^odra-creative-\d{8}T\d{6}Z\.(pgdump|tar\.gz)$/);
    }
  });
});

describe("a backup of the other kind", () => {
  it("is refused by restore with a message naming both kinds", async () => {
    const db = await createTestDatabase("pglite");
    try {
      const file = path.join(db.dataDir, "postgres.pgdump");
      await writeFile(file, "PGDMP\x01\x0e\x00");
      const refused = await admin(db, ["restore", file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is a PostgreSQL backup (pg_dump)");
      expect(refused.stderr).toContain("DATABASE_URL is not set");
    } finally {
      await db.dispose();
    }
  });
});
