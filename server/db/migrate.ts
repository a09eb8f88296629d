/**
 * Applies the SQL files in migrations/ in name order, each once, each in its
 * own transaction, and records them in schema_migrations.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Migrator {
  exec(text: string): Promise<void>;
  query(text: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /** Serialises migrations between app instances sharing one PostgreSQL. */
  lock(): Promise<void>;
  unlock(): Promise<void>;
}

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The migrations this release expects, in the order they are applied. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
}

export async function runMigrations(db: Migrator): Promise<string[]> {
  const files = await migrationFiles();
  const applied: string[] = [];
  await db.lock();
  try {
    await db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await db.query("SELECT name FROM schema_migrations")).map((row) => String(row.name)),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      const text = await readFile(path.join(migrationsDir, name), "utf8");
      await db.exec("BEGIN");
      try {
        await db.exec(text);
        await db.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw error;
      }
      applied.push(name);
    }
  } finally {
    await db.unlock();
  }
  return applied;
}
