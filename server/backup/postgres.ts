/**
 * Backups of PostgreSQL with its own tools: pg_dump's custom format (one
 * consistent snapshot, taken while the instances keep writing) and pg_restore
 * into an empty database, in one transaction.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { SetupError } from "../setup-error.ts";

const run = promisify(execFile);

/**
 * libpq's target for pg_dump and pg_restore: the URL without its password,
 * which travels in PGPASSWORD instead, so it never shows in the process list.
 */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * What a failed tool printed, for the operator. CONTEXT and DETAIL lines can
 * quote rows (an address in a COPY line or a key), so they are left out.
 */
function toolMessage(tool: string, error: unknown): string {
  const failed = error as { code?: unknown; stderr?: unknown };
  if (failed.code === "ENOENT") {
    return `${tool} was not found: install Debian's postgresql-client (apt-get install postgresql-client), of the server's major version or newer.`;
  }
  const printed = typeof failed.stderr === "string" ? failed.stderr : "";
  const lines = printed
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s*(CONTEXT|DETAIL):/.test(line));
  return `${tool} failed: ${lines.join(" ") || "no message"}`;
}

export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(databaseUrl);
  try {
    await run(
      "pg_dump",
      [
        "--format=custom",
        // Rate-limit counters (an unlogged table) are worth nothing after a restore.
        "--no-unlogged-table-data",
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      { env, maxBuffer: 1024 * 1024 },
    );
  } catch (error) {
    throw new SetupError(toolMessage("pg_dump", error));
  }
}

/** The tables the database already holds (outside PostgreSQL's own schemas). */
async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const { code } = error as { code?: unknown };
    throw new SetupError(
      code === "3D000"
        ? `The database in DATABASE_URL does not exist: create it empty first (deploy/postgres/setup.sql), then restore.`
        : `Cannot connect to the database in DATABASE_URL (${String(code ?? "no answer")}).`,
    );
  }
  try {
    const result = await client.query<{ tables: number }>(
      "select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores into an empty database only: a restore never overwrites data that
 * is there. Keep the current database by renaming it, then create an empty one.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if ((await tableCount(databaseUrl)) > 0) {
    throw new SetupError(
      [
        `The database "${name}" is not empty; a restore goes into an empty database only.`,
        "Stop the instances, keep the current data under another name",
        `(sudo -u postgres psql -c 'ALTER DATABASE "${name}" RENAME TO "${name}_before_restore"'),`,
        "create an empty one (sudo -u postgres psql -f deploy/postgres/setup.sql), then restore again.",
      ].join(" "),
    );
  }
  const { dbname, env } = libpqTarget(databaseUrl);
  try {
    await run(
      "pg_restore",
      [
        "--exit-on-error",
        "--single-transaction",
        "--no-owner",
        "--no-privileges",
        `--dbname=${dbname}`,
        file,
      ],
      { env, maxBuffer: 1024 * 1024 },
    );
  } catch (error) {
    throw new SetupError(toolMessage("pg_restore", error));
  }
}
