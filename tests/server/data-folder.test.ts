/**
 * The data folder holds the database (and its write-ahead log, with leads'
 * addresses in it) and the unsubscribe secret: no other user of the machine
 * may open it or anything in it.
 */
import { chmod, lstat, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admin,
  backends,
  contactBody,
  createTestDatabase,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

const modeOf = async (file: string) => (await lstat(file)).mode & 0o777;

/** Everything in a folder (itself included) that the group or other users may use. */
async function openToOthers(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const open: string[] = [];
  for (const file of [dir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))]) {
    const mode = await modeOf(file);
    if (mode & 0o077) open.push(`${path.relative(dir, file) || "."} ${mode.toString(8)}`);
  }
  return open;
}

describe.each(backends)("the data folder on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer | undefined;
  let parent = "";

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    parent = await mkdtemp(path.join(tmpdir(), "data-folder-"));
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
    await rm(parent, { recursive: true, force: true });
  });

  it("is created for its owner only, with everything in it, the database's files included", async () => {
    const dataDir = path.join(parent, "nowy", "data");
    server = await startServer(db, { DATA_DIR: dataDir });
    expect((await submit(server, contactBody())).status).toBe(201);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, "unsubscribe-secret"))).toBe(0o600);
    if (backend === "pglite") expect(await modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
    expect(await openToOthers(dataDir)).toEqual([]);
    await server.stop();
    server = undefined;
    // The embedded database writes more files when it starts and stops; none of them is open either.
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it("is closed to others, with a warning, when it was open before", async () => {
    const dataDir = db.dataDir;
    await chmod(dataDir, 0o755);
    await writeFile(path.join(dataDir, "unsubscribe-secret"), `${"s".repeat(48)}\n`, {
      mode: 0o644,
    });
    await chmod(path.join(dataDir, "unsubscribe-secret"), 0o644);
    if (backend === "pglite") {
      await chmod(path.join(dataDir, "pglite"), 0o755);
      await chmod(path.join(dataDir, "pglite", "PG_VERSION"), 0o666);
    }
    server = await startServer(db);
    expect(server.output()).toMatch(/"data folder was open to other users[^"]*".*"mode":"0755"/);
    expect(server.output()).toContain(dataDir);
    expect(await modeOf(dataDir)).toBe(0o700);
    if (backend === "pglite") expect(await openToOthers(path.join(dataDir, "pglite"))).toEqual([]);
    expect((await submit(server, contactBody())).status).toBe(201);
    await server.stop();
    server = undefined;
  });

  it("is closed by the admin CLI too, which warns on standard error and keeps its output clean", async () => {
    await chmod(db.dataDir, 0o750);
    const result = await admin(db, ["export", "leads"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("data folder was open to other users");
    expect(result.stdout).toMatch(/^id,created_at,/);
    expect(await modeOf(db.dataDir)).toBe(0o700);
  });
});
