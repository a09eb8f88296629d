/**
 * Server load benchmark (loopback only, bounded in time): requests/s, p50, p99
 * and non-2xx answers for a pre-rendered page and for contact-form POSTs on
 * PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
 *
 *   npm run build && node bench/load.ts [--duration 10] [--connections 10]
 *
 * It starts its own production server on a free port with a throw-away data folder.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { site } from "../content/site.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const duration = Math.min(60, Number(values.duration));
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, "..");

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function startServer(databaseUrl?: string): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      SMTP_URL: "",
      LOG_REQUESTS: "0",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_IP: "1000000000",
      FORM_RATE_LIMIT_ENDPOINT: "1000000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error("server did not start")), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout?.resume();
  return { url, child, dataDir };
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  await rm(server.dataDir, { recursive: true, force: true });
}

interface Row {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  total: number;
}

async function measure(scenario: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const contactBody = JSON.stringify({
  "Imie i Nazwisko": "Zofia Świątek",
  Email: "zofia@przyklad.pl",
  "Nazwa Firmy": "Piekarnia „Pod Wałami”",
  Opis: "Dzień dobry, potrzebujemy nowego logo i strony internetowej. Budżet ok. 8 000 zł.",
});

function contactPost(url: string): autocannon.Options {
  return {
    url: `${url}/api/form-endpoints/${site.forms.contact.endpointId}/submit`,
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${site.forms.contact.key}`,
      "X-Form-Fill-Time": "5000",
    },
    body: contactBody,
  };
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
  rows.push(await measure("GET / (pre-rendered page)", { url: `${pglite.url}/` }));
  rows.push(await measure("POST contact (PGlite)", contactPost(pglite.url)));
} finally {
  await stopServer(pglite);
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = await freshPostgres(pgUrl);
  const server = await startServer(database.url);
  try {
    rows.push(await measure("POST contact (PostgreSQL)", contactPost(server.url)));
  } finally {
    await stopServer(server);
    await database.drop();
  }
}

console.log(`\n${duration} s per scenario, ${connections} connections, loopback\n`);
console.log("| scenario | requests/s | p50 ms | p99 ms | non-2xx | total |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.total} |`,
  );
}
