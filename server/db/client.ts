/**
 * Opens the database: embedded PGlite in a folder under data/ by default, or
 * PostgreSQL when DATABASE_URL is set. Both get the same schema and
 * migrations (run here, at start-up) and are used through the same Drizzle API.
 */
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { closeToOthers } from "../data-folder.ts";
import { lockFolder } from "./folder-lock.ts";
import { type Migrator, runMigrations } from "./migrate.ts";
import { type Schema, schema } from "./schema.ts";

export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: AppDb;
  /** Resolves when the database answers; rejects (within a few seconds) when it does not. */
  ping(): Promise<void>;
  /** The names of the migrations recorded as applied (rejects like ping). */
  appliedMigrations(): Promise<string[]>;
  /**
   * PGlite only: the whole data folder as a gzipped tarball, taken between two
   * queries, so it is what a crash at that moment would leave (and PostgreSQL
   * recovers from that on start).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const APPLIED_MIGRATIONS = "select name from schema_migrations";

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite in pgliteDir. */
  databaseUrl?: string;
  pgliteDir: string;
  /** Connections per app instance (PostgreSQL only). */
  poolSize?: number;
}

/**
 * PGlite's defaults start PostgreSQL with fsync off (-F). We keep fsync and
 * synchronous commit on: a commit is written through to the data folder
 * before the insert returns, so an acknowledged submission survives the
 * process being killed.
 */
export const PGLITE_START_PARAMS = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "fsync=on",
  "-c",
  "synchronous_commit=on",
  "-c",
  "full_page_writes=on",
];

const timeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms).unref();
    }),
  ]);

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // One process per folder (see folder-lock.ts); migrations need no lock of their own.
  const unlock = lockFolder(dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
    const migrator: Migrator = {
      exec: async (text) => {
        await client.exec(text);
      },
      query: async (text, params) =>
        (await client.query<Record<string, unknown>>(text, params ? [...params] : undefined)).rows,
      lock: async () => {},
      unlock: async () => {},
    };
    await runMigrations(migrator);
    // PGlite writes its files readable and writable by everyone, whatever the umask.
    await closeToOthers(dir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: "pglite",
    db: drizzlePglite({ client, schema }),
    ping: async () => {
      await timeout(client.query("select 1"), 3000, "database ping");
    },
    appliedMigrations: async () => {
      const result = await timeout(
        client.query<{ name: string }>(APPLIED_MIGRATIONS),
        3000,
        "migrations query",
      );
      return result.rows.map((row) => row.name);
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
  });
  // An idle connection dropped by the server must not crash the process.
  pool.on("error", () => {});
  const connection = await pool.connect();
  try {
    // Several instances may start at once: one migrates, the others wait.
    const migrator: Migrator = {
      exec: async (text) => {
        await connection.query(text);
      },
      query: async (text, params) =>
        (await connection.query<Record<string, unknown>>(text, params ? [...params] : undefined))
          .rows,
      lock: async () => {
        await connection.query("select pg_advisory_lock(724310)");
      },
      unlock: async () => {
        await connection.query("select pg_advisory_unlock(724310)");
      },
    };
    await runMigrations(migrator);
  } finally {
    connection.release();
  }
  return {
    kind: "postgres",
    db: drizzlePostgres({ client: pool, schema }),
    ping: async () => {
      await timeout(pool.query("select 1"), 3000, "database ping");
    },
    appliedMigrations: async () => {
      const result = await timeout(
        pool.query<{ name: string }>(APPLIED_MIGRATIONS),
        3000,
        "migrations query",
      );
      return result.rows.map((row) => row.name);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir);
}
