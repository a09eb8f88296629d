/**
 * Test helpers: a fresh database per suite (a copy of the migrated PGlite
 * template, or a new PostgreSQL database when TEST_DATABASE_URL is set) and
 * the real production server started against it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { site } from "../../content/site.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { createStore, type Store } from "../../server/db/store.ts";

export const root = path.resolve(import.meta.dirname, "../..");
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

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit. */
  kill(): Promise<void>;
}

/** Starts `node server/main.ts` on a free port against the test database. */
export async function startServer(
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? "",
      SMTP_URL: "",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_IP: "100000",
      FORM_RATE_LIMIT_ENDPOINT: "100000",
      LOG_REQUESTS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
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
