/**
 * Backup files: what kind a file is, what the daily ones are called, which of
 * them to delete, and how one is written so that a file with a backup's name
 * is always a whole backup.
 */
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";

/** pg_dump's custom format (PostgreSQL) or the data folder as a gzipped tarball (PGlite). */
export type BackupFormat = "postgres" | "pglite";

export const backupExtension: Readonly<Record<BackupFormat, string>> = {
  postgres: ".pgdump",
  pglite: ".tar.gz",
};

const DAILY_NAME = /^odra-creative-\d{8}T\d{6}Z\.(pgdump|tar\.gz)$/;

/** "20250930T033000Z": a UTC time that sorts as text and fits in a file name. */
export const compactStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** "odra-creative-20250930T033000Z.pgdump": names sort in time order. */
export function backupName(format: BackupFormat, now: Date): string {
  return `odra-creative-${compactStamp(now)}${backupExtension[format]}`;
}

/** The backups in a folder beyond the newest `keep`; other files are never touched. */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  return names
    .filter((name) => DAILY_NAME.test(name))
    .sort()
    .reverse()
    .slice(keep);
}

/** What a backup file holds, by its first bytes; undefined when it is neither kind. */
export async function formatOf(file: string): Promise<BackupFormat | undefined> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead === 5 && head.toString("latin1") === "PGDMP") return "postgres";
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    return undefined;
  } finally {
    await handle.close();
  }
}

async function fsync(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Lets `write` fill a temporary file beside `file`, then flushes it to disk and
 * renames it into place: an interrupted backup leaves no file that looks
 * complete. The temporary file has a name nobody can guess and is created new
 * (O_EXCL), readable by its owner only (backups hold personal data): a link or
 * a file someone placed beside the backups is never written through or kept.
 */
export async function writeAtomically(
  file: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  const unique = `${process.pid}-${randomBytes(9).toString("hex")}`;
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial-${unique}`);
  // "wx": O_CREAT | O_EXCL, which fails on any existing name, a symbolic link included.
  const created = await open(temporary, "wx", 0o600);
  try {
    try {
      await created.chmod(0o600);
    } finally {
      await created.close();
    }
    await write(temporary);
    await fsync(temporary);
    await rename(temporary, file);
    await fsync(path.dirname(file));
  } finally {
    await rm(temporary, { force: true });
  }
}
