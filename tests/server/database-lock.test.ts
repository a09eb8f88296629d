/**
 * The embedded database is opened by one process at a time: while the server
 * runs, a second server or the admin CLI on the same folder stops with a
 * message naming the server's PID, and the running server carries on. A lock
 * left by a process that no longer runs is taken over, by one process only
 * however many find it at once.
 */
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  admin,
  contactBody,
  createTestDatabase,
  type RunningServer,
  root,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

const run = promisify(execFile);
const lockModule = path.join(root, "server", "db", "folder-lock.ts");

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
    await writeFile(lockFile, `${await goneProcessId()}\n`);
    server = await startServer(db);
    expect((await readFile(lockFile, "utf8")).trim()).toBe(String(server.process.pid));
    expect((await submit(server, contactBody({ Opis: "Po przejęciu blokady." }))).status).toBe(201);
  });
});

/** A process id that no process has now: a child's that has exited. */
async function goneProcessId(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await once(child, "exit");
  return child.pid ?? 0;
}

/**
 * A process that waits until `startAt` (ms since the epoch), tries to lock
 * `folder`, prints "won" or "lost: <reason>", and keeps a won lock for `holdMs`.
 */
function contender(folder: string, startAt: number, holdMs: number) {
  const script = `
    const { lockFolder } = await import(${JSON.stringify(lockModule)});
    while (Date.now() < ${startAt}) {}
    try {
      lockFolder(${JSON.stringify(folder)});
      console.log("won");
      await new Promise((resolve) => setTimeout(resolve, ${holdMs}));
    } catch (error) {
      console.log("lost: " + error.message);
    }`;
  return run(process.execPath, ["--input-type=module", "-e", script]).then(({ stdout }) =>
    stdout.trim(),
  );
}

describe("taking over a lock left behind", () => {
  let dir = "";
  let folder = "";
  let lockFile = "";

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "folder-lock-"));
    folder = path.join(dir, "pglite");
    lockFile = `${folder}.lock`;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("goes to exactly one of many processes that find the same stale lock at once", async () => {
    for (let round = 0; round < 4; round++) {
      await writeFile(lockFile, `${await goneProcessId()}\n`);
      // All start together once every process is up; the winner keeps the lock while the others look.
      const startAt = Date.now() + 1500;
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => contender(folder, startAt, 1500)),
      );
      expect(
        outcomes.filter((outcome) => outcome === "won"),
        outcomes.join("\n"),
      ).toHaveLength(1);
      await rm(lockFile, { force: true });
    }
  });

  it("leaves a stale lock alone while another process is taking it over", async () => {
    const stale = `${await goneProcessId()}\n`;
    await writeFile(lockFile, stale);
    // This test's own process stands for the one taking the lock over.
    await writeFile(`${lockFile}.takeover`, `${process.pid}\n`);
    const outcome = await contender(folder, 0, 0);
    expect(outcome).toMatch(
      /^lost: Could not take the lock .* other processes keep taking it over/,
    );
    expect(await readFile(lockFile, "utf8")).toBe(stale);
  });

  it("names a takeover left unfinished by a process that stopped, and removes nothing", async () => {
    const stale = `${await goneProcessId()}\n`;
    const taker = await goneProcessId();
    await writeFile(lockFile, stale);
    await writeFile(`${lockFile}.takeover`, `${taker}\n`);
    const outcome = await contender(folder, 0, 0);
    expect(outcome).toContain(`lost: Process ${taker} stopped while taking over the lock`);
    expect(outcome).toContain(`delete ${lockFile}.takeover and ${lockFile}`);
    expect(await readFile(lockFile, "utf8")).toBe(stale);
  });

  it("takes over a stale lock and leaves no takeover file behind", async () => {
    await writeFile(lockFile, `${await goneProcessId()}\n`);
    expect(await contender(folder, 0, 0)).toBe("won");
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  });
});
