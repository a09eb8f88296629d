import {
  chmod,
  lstat,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupName, backupsToDelete, formatOf, writeAtomically } from "./files.ts";

describe("daily backups", () => {
  it("are named by their UTC time, so names sort in time order", () => {
    const at = new Date("2025-09-30T03:30:05.123Z");
    expect(backupName("postgres", at)).toBe("odra-creative-20250930T033005Z.pgdump");
    expect(backupName("pglite", at)).toBe("odra-creative-20250930T033005Z.tar.gz");
  });

  it("keep the newest ones by name and never touch other files", () => {
    const days = Array.from({ length: 16 }, (_, i) =>
      backupName("postgres", new Date(Date.UTC(2025, 8, i + 1, 3, 30))),
    );
    const names = [...days].reverse().concat(["notes.txt", "odra-creative-manual.pgdump"]);
    const deleted = backupsToDelete(names, 14);
    expect(deleted.sort()).toEqual(days.slice(0, 2));
    expect(backupsToDelete(days.slice(0, 3), 14)).toEqual([]);
  });
});

describe("backup files", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "backup-files-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("are told apart by their first bytes", async () => {
    await writeFile(path.join(dir, "a"), Buffer.from("PGDMP\x01\x0e\x00"));
    await writeFile(path.join(dir, "b"), Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await writeFile(path.join(dir, "c"), "id,name\r\n");
    expect(await formatOf(path.join(dir, "a"))).toBe("postgres");
    expect(await formatOf(path.join(dir, "b"))).toBe("pglite");
    expect(await formatOf(path.join(dir, "c"))).toBeUndefined();
  });

  it("appear under their name only when whole, readable by their owner only", async () => {
    const file = path.join(dir, "backup.pgdump");
    await writeAtomically(file, async (temporary) => {
      await writeFile(temporary, "PGDMP whole");
      expect(await readdir(dir)).not.toContain("backup.pgdump");
    });
    expect(await readFile(file, "utf8")).toBe("PGDMP whole");
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const failed = path.join(dir, "failed.pgdump");
    await expect(
      writeAtomically(failed, async (temporary) => {
        await writeFile(temporary, "PGDMP half");
        throw new Error("pg_dump failed");
      }),
    ).rejects.toThrow("pg_dump failed");
    expect(await readdir(dir)).toEqual(["backup.pgdump"]);
  });

  it("are written to a new file of their own, never through a link or a file planted at the name", async () => {
    const file = path.join(dir, "backup.pgdump");
    const victim = path.join(dir, "victim.txt");
    await writeFile(victim, "not a backup");
    // What the temporary file was once called: a predictable name beside the backup.
    const planted = path.join(dir, `.backup.pgdump.partial-${process.pid}`);
    await symlink(victim, planted);
    const wide = path.join(dir, "wide.pgdump");
    const plantedFile = path.join(dir, `.wide.pgdump.partial-${process.pid}`);
    await writeFile(plantedFile, "");
    await chmod(plantedFile, 0o644);

    const temporaries: string[] = [];
    const write = async (temporary: string) => {
      temporaries.push(temporary);
      const entry = await lstat(temporary);
      expect(entry.isFile()).toBe(true);
      expect(entry.mode & 0o777).toBe(0o600);
      await writeFile(temporary, "PGDMP whole");
    };
    await writeAtomically(file, write);
    await writeAtomically(wide, write);

    expect(await readFile(victim, "utf8")).toBe("not a backup");
    expect(await readlink(planted)).toBe(victim);
    for (const written of [file, wide]) {
      const entry = await lstat(written);
      expect(entry.isFile()).toBe(true);
      expect(entry.mode & 0o777).toBe(0o600);
      expect(await readFile(written, "utf8")).toBe("PGDMP whole");
    }
    expect(temporaries).not.toContain(planted);
    expect(temporaries).not.toContain(plantedFile);
    expect(new Set(temporaries).size).toBe(2);
  });
});
