/**
 * The same pre-rendered files served by nginx (Debian's, started here on
 * loopback and stopped after) and by our server: requests/s and p99 with
 * autocannon, and our throughput as a ratio of nginx's.
 *
 *   npm run build && node bench/nginx-compare.ts [--seconds 10] [--connections 50]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { clientDir } from "../server/build-layout.ts";
import { startServerProcess } from "../tests/support/server-process.ts";
import { markdownTable } from "./lib/report.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const NGINX_PORT = 3501;
const OUR_PORT = 3502;

function findNginx(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"])
    if (existsSync(candidate)) return candidate;
  throw new Error("nginx not found: apt-get install -y nginx (Debian's package)");
}

async function startNginx() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  // One worker per core, like a default production nginx; gzip_static serves the .gz twins our build has.
  const config = `
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  types { text/x-script data; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  await writeFile(path.join(dir, "nginx.conf"), config);
  const child = spawn(findNginx(), ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${NGINX_PORT}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    stop: async () => {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "gzip" },
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const paths = ["/", "/uslugi", "/en/blog"];
const nginx = await startNginx();
const ours = await startServerProcess({ port: OUR_PORT });
const rows: (string | number)[][] = [];
try {
  for (const pagePath of paths) {
    const a = await load(`${nginx.origin}${pagePath}`);
    const b = await load(`${ours.url}${pagePath}`);
    rows.push([
      pagePath,
      Math.round(a.rps),
      a.p99,
      Math.round(b.rps),
      b.p99,
      (b.rps / a.rps).toFixed(2),
      a.non2xx + b.non2xx,
    ]);
    console.log(rows.at(-1)?.join("  "));
  }
} finally {
  await ours.stop();
  await nginx.stop();
}
console.log(
  `\n${duration} s per run, ${connections} connections, gzip, ${os.cpus().length} cores\n\n${markdownTable(
    ["page", "nginx req/s", "nginx p99 ms", "ours req/s", "ours p99 ms", "ours/nginx", "non-2xx"],
    rows,
  )}`,
);
