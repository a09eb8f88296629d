/** Starts the production server: `npm start` (after `npm run build`). */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { clientDir, cspHashesFile, serverEntry } from "./build-layout.ts";
import { loadConfig } from "./config.ts";
import { createHttpServer } from "./http-server.ts";
import { jsonLogger } from "./log.ts";
import { startServices } from "./services.ts";
import { loadStaticFiles } from "./static-files.ts";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

if (!existsSync(serverEntry)) {
  console.error("No build found. Run `npm run build` first (or `npm run serve`).");
  process.exit(1);
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const cspHashes = JSON.parse(await readFile(cspHashesFile, "utf8")) as Record<string, string[]>;
const files = await loadStaticFiles(clientDir, cspHashes);
const config = loadConfig();
// Opens the database (creating and migrating it on first start) and starts the mail worker.
const services = await startServices(config, jsonLogger);
const log = config.logRequests ? jsonLogger : undefined;
const app = createApp({ build, api: services.api, healthy: services.healthy, log });

const server = createHttpServer(app, files, log);
server.listen(port, hostname, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  console.log(
    JSON.stringify({
      level: "info",
      msg: "listening",
      url: `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${actualPort}`,
    }),
  );
});

function shutdown(signal: string) {
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Stop accepting, let requests in flight finish, then stop the mail worker and close the database.
  let closing: Promise<void> | undefined;
  const finish = () => {
    closing ??= services.close().catch(() => {});
    closing.finally(() => process.exit(0));
  };
  server.close(finish);
  setTimeout(finish, SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
