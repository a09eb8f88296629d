/**
 * Whether this instance should be given traffic (GET /readyz), as opposed to
 * whether its process is up (GET /healthz): the database answers, every
 * migration this release expects is applied, the mail worker is making
 * progress, and the instance is not stopping. The units wait for it before a
 * start counts as done, so an update moves on to the next instance only once
 * this one serves.
 */
import type { Database } from "./db/client.ts";
import type { OutboxWorker } from "./mail/outbox-worker.ts";

export interface Readiness {
  status: "ready" | "not ready" | "stopping";
  checks: {
    database: "ok" | "unreachable";
    /** "unknown" while the database does not answer. */
    migrations: "ok" | "pending" | "unknown";
    /** "off" without SMTP_URL: mail is queued, and leads are still stored. */
    mail: "ok" | "off" | "stalled";
  };
}

export interface ReadinessSources {
  database: Pick<Database, "ping" | "appliedMigrations">;
  /** The migrations of this release (migrate.ts). */
  expectedMigrations: readonly string[];
  /** Absent when mail is off. */
  worker?: Pick<OutboxWorker, "alive">;
  stopping: () => boolean;
}

async function migrationsState(
  sources: ReadinessSources,
): Promise<Readiness["checks"]["migrations"]> {
  try {
    const applied = new Set(await sources.database.appliedMigrations());
    return sources.expectedMigrations.every((name) => applied.has(name)) ? "ok" : "pending";
  } catch {
    return "unknown";
  }
}

type DatabaseChecks = Pick<Readiness["checks"], "database" | "migrations">;

async function databaseChecks(sources: ReadinessSources): Promise<DatabaseChecks> {
  const reachable = await sources.database.ping().then(
    () => true,
    () => false,
  );
  return {
    database: reachable ? "ok" : "unreachable",
    migrations: reachable ? await migrationsState(sources) : "unknown",
  };
}

/** The whole answer, from the database's checks and what the process knows at once. */
function readinessOf(sources: ReadinessSources, database: DatabaseChecks): Readiness {
  const checks: Readiness["checks"] = {
    ...database,
    mail: !sources.worker ? "off" : sources.worker.alive() ? "ok" : "stalled",
  };
  if (sources.stopping()) return { status: "stopping", checks };
  const ready = checks.database === "ok" && checks.migrations === "ok" && checks.mail !== "stalled";
  return { status: ready ? "ready" : "not ready", checks };
}

export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  return readinessOf(sources, await databaseChecks(sources));
}

/**
 * checkReadiness for /readyz, which anyone may ask: the database's two queries
 * are made at most once per `cacheMs` (askers meanwhile share the answer, or
 * the one under way), while stopping and the mail worker are read at every
 * call, so a draining instance says so at once.
 */
export function createReadinessCheck(
  sources: ReadinessSources,
  { cacheMs = 1000, now = Date.now }: { cacheMs?: number; now?: () => number } = {},
): () => Promise<Readiness> {
  let cached: { at: number; checks: Promise<DatabaseChecks> } | undefined;
  return async () => {
    const time = now();
    if (!cached || time - cached.at >= cacheMs) {
      cached = { at: time, checks: databaseChecks(sources) };
    }
    return readinessOf(sources, await cached.checks);
  };
}
