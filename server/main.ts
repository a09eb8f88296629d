/** Starts the production server: `npm start` (after `npm run build`). */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import type { ThirdPartySources } from "../content/measurement.ts";
import { adminHeaders, adminRoutes } from "./admin-page.ts";
import { createApp } from "./app.ts";
import {
  clientDir,
  cspHashesFile,
  rootDir,
  serverEntry,
  thirdPartySourcesFile,
} from "./build-layout.ts";
import { loadConfig } from "./config.ts";
import { createOwnerOnly } from "./data-folder.ts";
import { closeGracefully, createHttpServer } from "./http-server.ts";
import { launchReport, warnBeforeLaunch } from "./launch-check.ts";
import { jsonLogger as log } from "./log.ts";
import { readStatus } from "./releases/releases.ts";
import { siteRootOf } from "./releases/site-root.ts";
import { startServices } from "./services.ts";
import { SetupError } from "./setup-error.ts";
import { isSiteBuild } from "./site-build.ts";
import { loadStaticFiles } from "./static-files.ts";

/** How long in-flight requests may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start() {
  // Before anything is written: the data folder, the database's files, the secret.
  createOwnerOnly();
  const config = loadConfig();
  warnBeforeLaunch(log, launchReport(process.env));
  if (!existsSync(serverEntry)) {
    throw new SetupError("No build found. Run `npm run build` first (or `npm run serve`).");
  }
  const build: unknown = await import(pathToFileURL(serverEntry).href);
  if (!isSiteBuild(build)) throw new SetupError(`${serverEntry} exports no render(): build again.`);
  const cspHashes = JSON.parse(await readFile(cspHashesFile, "utf8")) as Record<string, string[]>;
  const thirdParty = JSON.parse(await readFile(thirdPartySourcesFile, "utf8")) as ThirdPartySources;
  const files = await loadStaticFiles(
    clientDir,
    cspHashes,
    thirdParty,
    adminHeaders(config.cms.localProxyUrl),
  );
  // Opens the database (creating and migrating it on first start) and starts the mail worker.
  const services = await startServices(config, log);
  // Running from a release folder of a production server: its site root keeps publishing's status.
  const release = siteRootOf(rootDir);
  const app = createApp({
    build,
    files,
    api: services.api,
    pagePosts: services.pagePosts,
    readiness: services.readiness,
    log,
    thirdParty,
    pageLimits: config.pageRateLimits,
    trustProxyHops: config.trustProxyHops,
    admin: adminRoutes(config.cms, config.cms.github, {
      limits: { trustProxyHops: config.trustProxyHops },
      publishingStatus: release ? () => readStatus(release) : undefined,
    }),
  });
  const server = createHttpServer({
    app,
    files,
    timeouts: config.http,
    log: config.logRequests ? log : undefined,
    trustProxyHops: config.trustProxyHops,
  });

  server.once("error", async (error) => {
    log.error("cannot listen", { port: config.port, host: config.host }, error);
    await services.close().catch(() => {});
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const host = config.host === "0.0.0.0" ? "localhost" : config.host;
    log.info("listening", { url: `http://${host}:${port}` });
  });

  async function shutdown(signal: string) {
    log.info("shutting down", { signal });
    services.markStopping();
    // Stop accepting, let requests in flight finish, then let the mail worker
    // finish the mail it is sending and close the database.
    await closeGracefully(server, SHUTDOWN_GRACE_MS);
    await services.close().catch((error: unknown) => {
      log.error("shutdown failed", {}, error);
    });
    log.info("stopped", { signal });
    process.exit(0);
  }
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

try {
  await start();
} catch (error) {
  // Set-up problems are explained in words; anything else by name and code only.
  if (error instanceof SetupError) log.error("cannot start", { reason: error.message });
  else log.error("cannot start", {}, error);
  process.exit(1);
}
