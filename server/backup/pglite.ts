/**
 * Backups of the embedded database: its data folder as a gzipped tarball
 * (PGlite's dumpDataDir). While a server runs, only the server can take one
 * (it holds the folder; see socket.ts); otherwise the CLI opens the folder
 * itself. A restore builds the new folder beside the current one and swaps
 * them, keeping the current one under another name.
 */
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "../db/client.ts";
import { lockFolder } from "../db/folder-lock.ts";
import { compactStamp } from "./files.ts";

/** The snapshot of a folder no server holds (the lock says so, or names the server). */
export async function dumpPgliteFolder(pgliteDir: string, file: string): Promise<void> {
  const unlock = lockFolder(pgliteDir);
  try {
    const client = await PGlite.create(pgliteDir, { startParams: PGLITE_START_PARAMS });
    try {
      const tarball = await client.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Replaces the data folder with the backup's. Needs the folder's lock, so no
 * server may run. Returns where the replaced folder was kept, if there was one.
 */
export async function restorePglite(
  pgliteDir: string,
  file: string,
  now = new Date(),
): Promise<string | undefined> {
  const unlock = lockFolder(pgliteDir);
  try {
    const incoming = `${pgliteDir}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    const client = await PGlite.create(incoming, {
      startParams: PGLITE_START_PARAMS,
      loadDataDir: new Blob([await readFile(file)]),
    });
    await client.close();
    let kept: string | undefined;
    if (await exists(pgliteDir)) {
      kept = `${pgliteDir}.before-restore-${compactStamp(now)}`;
      await rename(pgliteDir, kept);
    }
    await rename(incoming, pgliteDir);
    return kept;
  } finally {
    unlock();
  }
}
