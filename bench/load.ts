/**
 * Server load benchmark (loopback only, bounded in time): requests/s, p50, p99
 * and non-2xx answers for a pre-rendered page, for contact-form POSTs, and for
 * contact-form POSTs while one address floods the form without a key; on
 * PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
 *
 *   npm run build && node bench/load.ts [--duration 10] [--connections 10]
 *
 * It starts its own production server on a free port with a throw-away data
 * folder, behind one trusted "proxy" (TRUST_PROXY=1): the benchmark plays the
 * proxy and names each visitor's address in X-Forwarded-For. Every visitor
 * has an address of its own, so the per-address limit (the default 10 a
 * minute) never refuses one; the form's shared limit is lifted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { site } from "../content/site.ts";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";
import { markdownTable } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Math.min(60, Number(values.duration));
const connections = Number(values.connections);

interface Server {
  process: ServerProcess;
  dataDir: string;
}

async function startServer(databaseUrl?: string): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-"));
  const running = await startServerProcess({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SMTP_URL: "",
      LOG_REQUESTS: "0",
      FORM_MIN_FILL_MS: "0",
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT_IP: "10",
      FORM_RATE_LIMIT_ENDPOINT: "1000000000",
    },
  });
  return { process: running, dataDir };
}

async function stopServer(server: Server) {
  await server.process.stop();
  await rm(server.dataDir, { recursive: true, force: true });
}

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by status, e.g. "201: 16870" or "401: 10, 429: 52311". */
  statuses: string;
  non2xx: number;
}

function row(scenario: string, result: autocannon.Result): Row {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stats]) => `${status}: ${stats.count ?? 0}`)
    .join(", ");
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: statuses || "—",
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const run = (options: autocannon.Options) => autocannon({ connections, duration, ...options });

const contactBody = JSON.stringify({
  "Imie i Nazwisko": "Zofia Świątek",
  Email: "zofia@przyklad.pl",
  "Nazwa Firmy": "Piekarnia „Pod Wałami”",
  Opis: "Dzień dobry, potrzebujemy nowego logo i strony internetowej. Budżet ok. 8 000 zł.",
});

const contactUrl = (url: string) =>
  `${url}/api/form-endpoints/${site.forms.contact.endpointId}/submit`;

/** A new visitor address per request (10.0.0.0/8 holds 16 million of them). */
let visitors = 0;
const nextVisitor = () => {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** Contact POSTs as visitors send them: the right key, valid fields, each from its own address. */
function contactPosts(url: string): autocannon.Options {
  const headers = {
    "content-type": "application/json",
    authorization: `Bearer ${site.forms.contact.key}`,
    "x-form-fill-time": "5000",
  };
  return {
    url: contactUrl(url),
    method: "POST",
    headers,
    body: contactBody,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, "x-forwarded-for": nextVisitor() },
        }),
      },
    ],
  };
}

/** One address sending the contact form without a key, as fast as it can. */
function flood(url: string): autocannon.Options {
  return {
    url: contactUrl(url),
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.66" },
    body: contactBody,
  };
}

async function formScenarios(label: string, url: string): Promise<Row[]> {
  const plain = await run(contactPosts(url));
  const [flooded, during] = await Promise.all([run(flood(url)), run(contactPosts(url))]);
  return [
    row(`POST contact (${label})`, plain),
    row(`flood: one address, no key (${label})`, flooded),
    row(`POST contact during the flood (${label})`, during),
  ];
}

async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const rows: Row[] = [];
const pglite = await startServer();
try {
  rows.push(row("GET / (pre-rendered page)", await run({ url: `${pglite.process.url}/` })));
  rows.push(...(await formScenarios("PGlite", pglite.process.url)));
} finally {
  await stopServer(pglite);
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = await freshPostgres(pgUrl);
  const server = await startServer(database.url);
  try {
    rows.push(...(await formScenarios("PostgreSQL", server.process.url)));
  } finally {
    await stopServer(server);
    await database.drop();
  }
}

console.log(`\n${duration} s per scenario, ${connections} connections each, loopback\n`);
console.log(
  markdownTable(
    ["scenario", "requests/s", "p50 ms", "p99 ms", "answers", "non-2xx"],
    rows.map((r) => [r.scenario, r.requestsPerSecond, r.p50, r.p99, r.statuses, r.non2xx]),
  ),
);
