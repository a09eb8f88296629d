/**
 * `npm run cms`: the content editor on this machine. Starts decap-server's
 * API, which writes what the editor saves into this working tree (content/ and
 * public/) and answers only the editor's page on this machine
 * (tooling/cms-local-api.ts), and the site's server from the last build, which
 * serves the editor at /admin (run `npm run build` first). Ctrl-C stops both.
 * The site shows the edits after the next `npm run build` (docs/development.md,
 * "The content editor on your own computer").
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { adminDir, rootDir } from "../server/build-layout.ts";
import { startLocalApi } from "./cms-local-api.ts";

if (!existsSync(path.join(adminDir, "index.html"))) {
  console.error("No editor in the build: run `npm run build` first.");
  process.exit(1);
}

const sitePort = process.env.PORT ?? "3000";
const proxyPort = process.env.CMS_LOCAL_PROXY_PORT ?? "8081";

function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.once("exit", (code) => {
    console.error(`${name} stopped (${code ?? "signal"}).`);
    stop();
  });
  return child;
}

const localApi = await startLocalApi({
  repoDir: rootDir,
  port: Number(proxyPort),
  sitePort: Number(sitePort),
});

const children = [
  start("the site's server", [path.join(rootDir, "server/main.ts")], {
    PORT: sitePort,
    HOST: "127.0.0.1",
    CMS_LOCAL_PROXY_PORT: proxyPort,
  }),
];

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill();
  if (localApi.listening) localApi.close();
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

console.log(`\nEdytor treści: http://localhost:${sitePort}/admin (Ctrl-C kończy)\n`);
