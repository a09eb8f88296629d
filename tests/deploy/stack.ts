/**
 * The production stack of deploy/, started from its own files on this machine
 * for `npm run test:deploy`: a throw-away PostgreSQL cluster set up with
 * deploy/postgres/setup.sql; app instances as plain processes (systemd is not
 * running here) with the environment their unit would give them
 * (deploy/odra-creative.env and the unit's Environment= lines); nginx running
 * deploy/nginx/*.conf with only ports, certificate and upstream addresses
 * replaced; and the units checked by systemd-analyze.
 */
import { execFile, spawn } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { chmod, cp, mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const run = promisify(execFile);
export const root = path.resolve(import.meta.dirname, "../..");
export const deployDir = path.join(root, "deploy");

/** On PATH or in the system folders a non-root PATH may leave out. */
function which(command: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/sbin", "/usr/bin"];
  for (const dir of dirs) {
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/** The newest installed PostgreSQL server's binaries (Debian's postgresql package). */
function postgresBin(): string | undefined {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) {
    return process.env.PG_BIN;
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  return readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(base, version, "bin"))
    .find((dir) => existsSync(path.join(dir, "initdb")));
}

export interface Tools {
  nginx: string;
  pgBin: string;
  systemdAnalyze: string;
  openssl: string;
}

/** Every program the stack needs, or an error naming the Debian packages to install. */
export function requireTools(): Tools {
  const nginx = which("nginx");
  const pgBin = postgresBin();
  const systemdAnalyze = which("systemd-analyze");
  const openssl = which("openssl");
  const missing = [
    nginx ? undefined : "nginx",
    pgBin ? undefined : "postgresql",
    which("pg_dump") && which("pg_restore") ? undefined : "postgresql-client",
    systemdAnalyze ? undefined : "systemd",
    openssl ? undefined : "openssl",
  ].filter((name) => name !== undefined);
  if (!nginx || !pgBin || !systemdAnalyze || !openssl || missing.length > 0) {
    throw new Error(
      `npm run test:deploy needs Debian's ${missing.join(", ")}: apt-get install -y ${missing.join(" ")}`,
    );
  }
  return { nginx, pgBin, systemdAnalyze, openssl };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away certificate for the site's two names. */
export async function makeCertificate(
  tools: Tools,
  dir: string,
): Promise<{ cert: string; key: string; pem: string }> {
  const cert = path.join(dir, "fullchain.pem");
  const key = path.join(dir, "privkey.pem");
  await run(tools.openssl, [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=odracreative.pl",
    "-addext",
    "subjectAltName=DNS:odracreative.pl,DNS:www.odracreative.pl",
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  return { cert, key, pem: await readFile(cert, "utf8") };
}

export interface Postgres {
  /** The superuser's URL (the cluster trusts local TCP connections). */
  adminUrl: string;
  port: number;
  psql(args: string[]): Promise<string>;
  stop(): Promise<void>;
}

const asPostgresUser = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? run("runuser", ["-u", "postgres", "--", command, ...args])
    : run(command, args);

export async function startPostgres(tools: Tools): Promise<Postgres> {
  const { stdout } = await run(path.join(root, ".ci/start-postgres"), [], {
    env: { ...process.env, PG_BIN: tools.pgBin },
  });
  const dir = /PG_TEST_DIR='([^']+)'/.exec(stdout)?.[1] ?? "";
  const adminUrl = /TEST_DATABASE_URL='([^']+)'/.exec(stdout)?.[1] ?? "";
  return {
    adminUrl,
    port: Number(new URL(adminUrl).port),
    async psql(args) {
      const result = await run(
        path.join(tools.pgBin, "psql"),
        ["--no-psqlrc", "-v", "ON_ERROR_STOP=1", "--dbname", adminUrl, ...args],
        { cwd: root },
      );
      return result.stdout;
    },
    async stop() {
      await asPostgresUser(path.join(tools.pgBin, "pg_ctl"), [
        "-D",
        `${dir}/data`,
        "-m",
        "fast",
        "stop",
      ]).catch(() => {});
      await run("rm", ["-rf", dir]);
    },
  };
}

/**
 * systemd's environment syntax as the units use it: KEY=VALUE per line in an
 * EnvironmentFile (# comments, blank lines), space-separated KEY=VALUE pairs
 * on an Environment= line (no quoting is used in deploy/).
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const at = trimmed.indexOf("=");
    entries[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return entries;
}

export function unitEnvironment(unitText: string, instance: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of unitText.split("\n")) {
    if (!line.startsWith("Environment=")) continue;
    for (const pair of line.slice("Environment=".length).trim().split(/\s+/)) {
      const at = pair.indexOf("=");
      entries[pair.slice(0, at)] = pair.slice(at + 1).replaceAll("%i", instance);
    }
  }
  return entries;
}

/**
 * What an instance on `port` gets from its unit and the environment file,
 * with `overrides` for what differs on this machine.
 */
export async function instanceEnvironment(
  port: number,
  overrides: Record<string, string>,
): Promise<Record<string, string>> {
  const file = parseEnvironmentFile(
    await readFile(path.join(deployDir, "odra-creative.env"), "utf8"),
  );
  const unit = unitEnvironment(
    await readFile(path.join(deployDir, "systemd/odra-creative@.service"), "utf8"),
    String(port),
  );
  return { ...file, ...unit, ...overrides };
}

export function startInstance(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ env, port: Number(env.PORT) });
}

/** Replaces each `from` once at least, or fails naming the one the file no longer holds. */
export function replaceAll(text: string, replacements: ReadonlyArray<[string, string]>): string {
  let result = text;
  for (const [from, to] of replacements) {
    if (!result.includes(from)) throw new Error(`the nginx site no longer contains "${from}"`);
    result = result.replaceAll(from, to);
  }
  return result;
}

export interface NginxPorts {
  http: number;
  https: number;
  instances: readonly [number, number];
}

export interface Nginx {
  /** The access log: one line per request, "$remote_addr $status $upstream_addr …". */
  accessLog(): Promise<string>;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

export async function startNginx(
  tools: Tools,
  dir: string,
  ports: NginxPorts,
  certificate: { cert: string; key: string },
  acmeRoot: string,
): Promise<Nginx> {
  const sites = path.join(dir, "sites");
  const temp = path.join(dir, "temp");
  await mkdir(sites, { recursive: true });
  await mkdir(temp, { recursive: true });
  // Run as root, nginx's workers run as nobody: they need to reach the temp folders.
  await chmod(dir, 0o755);
  await chmod(temp, 0o777);
  await writeFile(
    path.join(sites, "odra-creative-http.conf"),
    replaceAll(await readFile(path.join(deployDir, "nginx/odra-creative-http.conf"), "utf8"), [
      // Loopback only, and IPv4 only: a CI container may have no IPv6.
      ["    listen [::]:80;\n", ""],
      ["listen 80;", `listen 127.0.0.1:${ports.http};`],
      ["root /var/www/letsencrypt;", `root ${acmeRoot};`],
    ]),
  );
  await writeFile(
    path.join(sites, "odra-creative.conf"),
    replaceAll(await readFile(path.join(deployDir, "nginx/odra-creative.conf"), "utf8"), [
      ["    listen [::]:443 ssl http2;\n", ""],
      ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
      ["/etc/letsencrypt/live/odracreative.pl/fullchain.pem", certificate.cert],
      ["/etc/letsencrypt/live/odracreative.pl/privkey.pem", certificate.key],
      ["server 127.0.0.1:3001 ", `server 127.0.0.1:${ports.instances[0]} `],
      ["server 127.0.0.1:3002 ", `server 127.0.0.1:${ports.instances[1]} `],
    ]),
  );
  // The http block of Debian's /etc/nginx/nginx.conf, with everything in the test's folder.
  const config = path.join(dir, "nginx.conf");
  await writeFile(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  log_format stack '$remote_addr $status $upstream_addr $upstream_status "$request"';
  access_log ${dir}/access.log stack;
  include ${sites}/*.conf;
}
`,
  );
  await run(tools.nginx, ["-t", "-q", "-p", dir, "-c", config]).catch((error: unknown) => {
    const { stderr } = error as { stderr?: string };
    throw new Error(`nginx refuses the site: ${stderr ?? String(error)}`);
  });
  const child = spawn(tools.nginx, ["-p", dir, "-c", config], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(ports.https, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(
        `nginx did not start: ${await readFile(`${dir}/error.log`, "utf8").catch(() => "")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    accessLog: () => readFile(`${dir}/access.log`, "utf8"),
    errorLog: () => readFile(`${dir}/error.log`, "utf8").catch(() => ""),
    async stop() {
      // QUIT: finish the requests in flight, as `systemctl stop nginx` does.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

/**
 * systemd-analyze verify on the units, in a scratch root holding a copy of
 * this machine's system units (the units' dependencies), the units as they
 * would be installed, and the programs they start: the release's node must be
 * the project's own (node_modules/.bin/node), and every other program must
 * exist on this machine. Returns what systemd-analyze printed.
 */
/**
 * `systemd-analyze security`'s overall exposure of each service unit in
 * `unitsDir` (0 = fully sandboxed, 10 = none), by file name.
 */
export async function unitExposures(
  systemdAnalyze: string,
  unitsDir: string = path.join(deployDir, "systemd"),
): Promise<Record<string, number>> {
  const exposures: Record<string, number> = {};
  for (const unit of readdirSync(unitsDir).filter((name) => name.endsWith(".service"))) {
    const { stdout } = await run(systemdAnalyze, [
      "security",
      "--offline=true",
      "--no-pager",
      path.join(unitsDir, unit),
    ]);
    const level = /Overall exposure level for \S+: (\d+(?:\.\d+)?)/.exec(stdout)?.[1];
    if (level === undefined)
      throw new Error(`systemd-analyze security printed no level for ${unit}`);
    exposures[unit] = Number(level);
  }
  return exposures;
}

export async function verifyUnits(tools: Tools, dir: string): Promise<string> {
  const unitsDir = path.join(dir, "etc/systemd/system");
  await mkdir(unitsDir, { recursive: true });
  await cp("/usr/lib/systemd/system", path.join(dir, "usr/lib/systemd/system"), {
    recursive: true,
    verbatimSymlinks: true,
  });
  const units = readdirSync(path.join(deployDir, "systemd"));
  for (const unit of units) {
    const text = await readFile(path.join(deployDir, "systemd", unit), "utf8");
    await writeFile(path.join(unitsDir, unit), text);
    for (const match of text.matchAll(/^Exec\w+=[-+!@:]*(\/\S+)/gm)) {
      const program = match[1] ?? "";
      const release = "/srv/odra-creative/current/";
      const real = program.startsWith(release)
        ? path.join(root, program.slice(release.length))
        : program;
      accessSync(real, constants.X_OK);
      await mkdir(path.join(dir, path.dirname(program)), { recursive: true });
      await writeFile(path.join(dir, program), "#!/bin/sh\n", { mode: 0o755 });
    }
  }
  const names = units.map((unit) => unit.replace("@.service", "@3001.service"));
  try {
    const { stdout, stderr } = await run(tools.systemdAnalyze, [
      "verify",
      `--root=${dir}`,
      "--man=no",
      ...names,
    ]);
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`systemd-analyze verify failed: ${stdout ?? ""}${stderr ?? String(error)}`);
  }
}
