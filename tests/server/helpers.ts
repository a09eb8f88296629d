/**
 * Test helpers: a fresh database per suite (a copy of the migrated PGlite
 * template, or a new PostgreSQL database when TEST_DATABASE_URL is set) and
 * the real production server started against it.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { site } from "../../content/site.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { createStore, type Store } from "../../server/db/store.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

export const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
export const contact = site.forms.contact;
export const newsletter = site.forms.newsletter;

export type Backend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when the environment provides one. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  backend: Backend;
  dataDir: string;
  databaseUrl?: string;
  /** Opens the database from the test (PGlite: only while no server holds it). */
  open(): Promise<{ database: Database; store: Store }>;
  dispose(): Promise<void>;
}

/** A fresh database in the PostgreSQL cluster at adminUrl. */
export function createTestDatabaseAt(adminUrl: string): Promise<TestDatabase> {
  return createTestDatabase("postgres", adminUrl);
}

export async function createTestDatabase(
  backend: Backend,
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "forms-test-"));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (backend === "postgres") {
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    dbName = `forms_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else {
    await cp(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
  }
  return {
    backend,
    dataDir,
    databaseUrl,
    async open() {
      const database = await openDatabase({
        databaseUrl,
        pgliteDir: path.join(dataDir, "pglite"),
        poolSize: 2,
      });
      return { database, store: createStore(database.db) };
    },
    async dispose() {
      await rm(dataDir, { recursive: true, force: true });
      if (dbName && adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
        await admin.end();
      }
    },
  };
}

export type RunningServer = ServerProcess;

/** Starts the real server on a free port against the test database, with limits out of the way. */
export function startServer(
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServerProcess({
    env: {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? "",
      SMTP_URL: "",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_IP: "100000",
      FORM_RATE_LIMIT_ENDPOINT: "100000",
      PAGE_RATE_LIMIT_IP: "100000",
      LOG_REQUESTS: "0",
      ...env,
    },
  });
}

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    "Imie i Nazwisko": "Zofia Świątek-Żółkiewska",
    Email: "zofia@przyklad.pl",
    "Nazwa Firmy": "Piekarnia „Pod Wałami” s.c.",
    Opis: "Dzień dobry, potrzebujemy nowego logo i strony. Budżet ok. 8 000 zł — czy to realne? 🍞",
    ...overrides,
  };
}

export function submit(
  server: RunningServer,
  body: unknown,
  options: {
    endpoint?: { endpointId: string; key: string };
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const endpoint = options.endpoint ?? contact;
  return fetch(`${server.url}/api/form-endpoints/${endpoint.endpointId}/submit`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${endpoint.key}`,
      "X-Form-Fill-Time": "5000",
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** Reads a node:http response to its end. */
export function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      body += chunk;
    });
    response.on("error", reject);
    response.on("end", () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      resolve({ status: response.statusCode ?? 0, headers, body });
    });
  });
}

/**
 * One HTTP request with node:http: the path is sent exactly as given (fetch
 * would normalise "//x" or "/./"), and `from` picks the loopback address the
 * request comes from (127.0.0.2, 127.0.0.3, … are all this machine), so one
 * test can be several clients.
 */
export function request(
  server: RunningServer,
  options: {
    path: string;
    method?: string;
    from?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method ?? "GET",
        localAddress: options.from,
        headers: options.headers,
        agent: false,
      },
      (response) => readAnswer(response).then(resolve, reject),
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** A contact or newsletter submission sent from one loopback address. */
export function submitFrom(
  server: RunningServer,
  from: string,
  body: unknown,
  options: {
    endpoint?: { endpointId: string; key: string };
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const endpoint = options.endpoint ?? contact;
  return request(server, {
    path: `/api/form-endpoints/${endpoint.endpointId}/submit`,
    method: "POST",
    from,
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${endpoint.key}`,
      "X-Form-Fill-Time": "5000",
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** Runs the admin CLI (`npm run admin -- …`) against the test database. */
export async function admin(
  db: TestDatabase,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["server/cli/cli.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** Runs SQL statements on the test database (PGlite: while no server holds it). */
export async function runSql(db: TestDatabase, statements: readonly string[]): Promise<void> {
  const { database } = await db.open();
  try {
    for (const statement of statements) await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}

/** Makes the database refuse inserts into `table` (a failure the database reports while it answers). */
export const refuseInserts = (table: string) => [
  `CREATE FUNCTION refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
  `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_${table}()`,
];
