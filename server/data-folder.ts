/**
 * The data folder (DATA_DIR) holds the embedded database, whose tables and
 * write-ahead log carry leads' names, e-mail addresses and messages, and the
 * unsubscribe secret: only the user the server runs as may open it. The
 * server and the admin CLI create everything owner-only (umask 077, folders
 * 0700); a data folder that others can open, made by an older version or by
 * hand, is closed with a warning. PGlite sets the modes of its own files
 * (0666, whatever the umask), so its folder is narrowed each time it opens.
 */
import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "./log.ts";
import { SetupError } from "./setup-error.ts";

/** The group's and other users' permission bits. */
const OTHERS = 0o077;
/** Set on shared folders such as /tmp, where anyone may create files. */
const STICKY = 0o1000;

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && error.code === "ENOENT";

/** From now on, everything this process creates is its owner's only. */
export function createOwnerOnly(): void {
  process.umask(OTHERS);
}

/**
 * Closes an existing data folder that the group or other users can open,
 * with a warning naming it and its former mode. Whoever needs the folder
 * creates it (0700), so a server that needs none (PostgreSQL and a configured
 * secret) makes none.
 */
export async function guardDataFolder(dir: string, log: Pick<Logger, "warn">): Promise<void> {
  let mode: number;
  try {
    ({ mode } = await lstat(dir));
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  if ((mode & OTHERS) === 0) return;
  if (mode & STICKY) {
    // Narrowing a shared folder such as /tmp would lock every other user out of it.
    throw new SetupError(
      `DATA_DIR ${dir} is a shared folder (anyone may create files in it): give the server a folder of its own.`,
    );
  }
  log.warn("data folder was open to other users: now its owner's only", {
    dir,
    mode: (mode & 0o777).toString(8).padStart(4, "0"),
  });
  await chmod(dir, mode & ~OTHERS & 0o7777);
}

/** Takes the group's and other users' access away from a folder and everything in it. */
export async function closeToOthers(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))];
  for (const file of paths) {
    try {
      const stats = await lstat(file);
      // A link's own mode means nothing; its target, if ours, is in the list itself.
      if (stats.isSymbolicLink() || (stats.mode & OTHERS) === 0) continue;
      await chmod(file, stats.mode & ~OTHERS & 0o7777);
    } catch (error) {
      // The database may have removed a file it no longer needs since the listing.
      if (!isMissing(error)) throw error;
    }
  }
}
