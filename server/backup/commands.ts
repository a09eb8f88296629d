/**
 * The admin CLI's backup and restore, for whichever database the
 * configuration names: PostgreSQL with pg_dump and pg_restore, the embedded
 * database as a tarball of its folder (taken by the running server when there
 * is one).
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { submissions, subscribers } from "../db/schema.ts";
import { SetupError } from "../setup-error.ts";
import {
  type BackupFormat,
  backupName,
  backupsToDelete,
  formatOf,
  writeAtomically,
} from "./files.ts";
import { dumpPgliteFolder, restorePglite } from "./pglite.ts";
import { dumpPostgres, restorePostgres } from "./postgres.ts";
import { backupSocketPath, requestBackup } from "./socket.ts";

const formatIn = (config: ServerConfig): BackupFormat =>
  config.databaseUrl ? "postgres" : "pglite";

const described: Record<BackupFormat, string> = {
  postgres: "a PostgreSQL backup (pg_dump)",
  pglite: "an embedded-database backup (PGlite folder)",
};

export async function backup(config: ServerConfig, file: string): Promise<void> {
  const { databaseUrl, pgliteDir } = config;
  await writeAtomically(file, async (temporary) => {
    if (databaseUrl) {
      await dumpPostgres(databaseUrl, temporary);
      return;
    }
    const answer = await requestBackup(backupSocketPath(pgliteDir), temporary);
    if (answer === "no server") await dumpPgliteFolder(pgliteDir, temporary);
  });
}

/** A dated backup in `dir`, then the older ones beyond the newest `keep` deleted. */
export async function backupInto(
  config: ServerConfig,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<{ file: string; deleted: string[] }> {
  const file = path.join(dir, backupName(formatIn(config), now));
  await backup(config, file);
  const deleted = backupsToDelete(await readdir(dir), keep);
  for (const name of deleted) await rm(path.join(dir, name));
  return { file, deleted };
}

export interface Restored {
  leads: number;
  subscribers: number;
  /** Where the replaced embedded database was kept. */
  kept?: string;
}

export async function restore(config: ServerConfig, file: string): Promise<Restored> {
  const format = await formatOf(file).catch((error: unknown) => {
    throw new SetupError(`Cannot read ${file} (${String(error)}).`);
  });
  const wanted = formatIn(config);
  if (format !== wanted) {
    throw new SetupError(
      `${file} is ${format ? described[format] : "not a backup this CLI wrote"}; the configured database needs ${described[wanted]}${wanted === "postgres" ? " (DATABASE_URL is set)" : " (DATABASE_URL is not set)"}.`,
    );
  }
  let kept: string | undefined;
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file);
  else kept = await restorePglite(config.pgliteDir, file);

  // Opened as the server opens it: a backup from an older release is migrated now.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 1,
  });
  try {
    return {
      leads: await database.db.$count(submissions),
      subscribers: await database.db.$count(subscribers),
      kept,
    };
  } finally {
    await database.close();
  }
}
