/**
 * The embedded database is opened by one process at a time: while the server
 * runs, a second server or the admin CLI on the same folder stops with a
 * message naming the server's PID, and the running server carries on. A lock
 * left by a process that no longer runs is taken over.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  contactBody,
  createTestDatabase,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

describe("the embedded database folder", () => {
  let db: TestDatabase;
  let server: RunningServer;
  let lockFile = "";

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    lockFile = path.join(db.dataDir, "pglite.lock");
    server = await startServer(db);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("refuses the admin CLI and a second server while the server runs, naming its PID", async () => {
    const pid = String(server.process.pid);
    const cli = await admin(db, ["outbox"]);
    expect(cli.code).not.toBe(0);
    expect(cli.stderr).toContain(`in use by process ${pid}`);
    expect(cli.stderr).toContain("Stop that process");
    await expect(startServer(db)).rejects.toThrow(`in use by process ${pid}`);
    // The running server is unharmed.
    expect((await submit(server, contactBody())).status).toBe(201);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("lets the next process in once the server has stopped", async () => {
    await server.stop();
    expect(existsSync(lockFile)).toBe(false);
    const cli = await admin(db, ["outbox"]);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toContain("pending: 1");
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const gone = spawn(process.execPath, ["-e", ""]);
    await once(gone, "exit");
    await writeFile(lockFile, `${gone.pid}\n`);
    server = await startServer(db);
    expect((await readFile(lockFile, "utf8")).trim()).toBe(String(server.process.pid));
    expect((await submit(server, contactBody({ Opis: "Po przejęciu blokady." }))).status).toBe(201);
  });
});
