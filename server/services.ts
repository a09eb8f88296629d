/**
 * The server's moving parts beyond static pages: the database (migrated on
 * open), the form and reviews API, and the mail outbox worker.
 */
import path from "node:path";
import { Hono } from "hono";
import { createFormApi } from "./api/forms.ts";
import { createReviewsApi, createReviewsSource } from "./api/reviews.ts";
import { type ServerConfig, unsubscribeSecret } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createStore, type Store } from "./db/store.ts";
import type { Logger } from "./log.ts";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox-worker.ts";

export interface Services {
  database: Database;
  store: Store;
  api: Hono;
  worker?: OutboxWorker;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  fetch?: typeof fetch;
  worker?: { pollMs?: number; baseBackoffMs?: number; maxBackoffMs?: number; leaseMs?: number };
}

export async function startServices(
  config: ServerConfig,
  log: Logger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  log.info("database ready", { kind: database.kind });
  const store = createStore(database.db);

  let worker: OutboxWorker | undefined;
  if (config.smtpUrl) {
    worker = startOutboxWorker({
      store,
      log,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      mailTo: config.mailTo,
      ...config.mailWorker,
      ...overrides.worker,
    });
  } else {
    log.warn("mail is off: SMTP_URL is not set; leads are stored and queued until it is");
  }

  const api = new Hono();
  api.route(
    "/",
    createFormApi({
      store,
      endpoints: config.endpoints,
      rateLimits: config.rateLimits,
      unsubscribeSecret: await unsubscribeSecret(config.dataDir),
      log,
      trustProxy: config.trustProxy,
      onLead: () => worker?.wake(),
    }),
  );
  api.route(
    "/",
    createReviewsApi(
      createReviewsSource({
        apiKey: config.googlePlacesApiKey,
        placeId: config.googlePlaceId,
        fetch: overrides.fetch,
        log,
      }),
    ),
  );

  return {
    database,
    store,
    api,
    worker,
    async healthy() {
      try {
        await database.ping();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await worker?.stop();
      await database.close();
    },
  };
}
