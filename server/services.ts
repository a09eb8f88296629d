/**
 * The server's moving parts beyond static pages: the database (migrated on
 * open), the form, newsletter and reviews API, the mail outbox worker and the
 * daily retention purge.
 */
import { Hono } from "hono";
import { createConfirmApi } from "./api/confirm.ts";
import { createFormApi } from "./api/forms.ts";
import { createRateLimiter, databaseCounters, memoryCounters } from "./api/rate-limit.ts";
import { createReviewsApi, createReviewsSource } from "./api/reviews.ts";
import { createUnsubscribeApi } from "./api/unsubscribe.ts";
import type { ServerConfig } from "./config.ts";
import { guardDataFolder } from "./data-folder.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createStore, type Store } from "./db/store.ts";
import type { Logger } from "./log.ts";
import { mailComposer } from "./mail/compose.ts";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox-worker.ts";
import { startRetentionJob } from "./retention-job.ts";
import { ensureUnsubscribeSecret } from "./unsubscribe-secret.ts";

export interface Services {
  database: Database;
  store: Store;
  api: Hono;
  worker?: OutboxWorker;
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

export async function startServices(config: ServerConfig, log: Logger): Promise<Services> {
  await guardDataFolder(config.dataDir, log);
  // Checked before the database is opened: a bad secret must not leave a folder locked.
  const unsubscribeSecret = await ensureUnsubscribeSecret(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  log.info("database ready", { kind: database.kind });
  const store = createStore(database.db);
  const completed = await store.completeCodeHolders();
  if (completed > 0) log.info("discount codes tied to their holders", { codes: completed });
  const healthy = async () => {
    try {
      await database.ping();
      return true;
    } catch {
      return false;
    }
  };

  const { smtpUrl } = config.mail;
  const worker = smtpUrl
    ? startOutboxWorker({
        store,
        log,
        mail: { ...config.mail, smtpUrl },
        messageIdHost: new URL(config.siteUrl).hostname,
        compose: mailComposer({
          from: config.mail.from,
          leadsTo: config.mail.to,
          siteUrl: config.siteUrl,
          secret: unsubscribeSecret,
          retention: config.retention,
        }),
      })
    : undefined;
  if (!worker) log.warn("mail is off: SMTP_URL is not set; mail is stored and queued until it is");
  const wakeWorker = () => worker?.wake();
  const retentionJob = startRetentionJob({ store, retention: config.retention, log });

  // One process owns the embedded database, so its counters can live in memory.
  const counters = database.kind === "postgres" ? databaseCounters(database.db) : memoryCounters();
  const api = new Hono();
  api.route(
    "/",
    createFormApi({
      store,
      endpoints: config.endpoints,
      limiter: createRateLimiter(config.rateLimits, counters),
      trustProxyHops: config.trustProxyHops,
      bodyTimeoutMs: config.http.bodyTimeoutMs,
      databaseReachable: healthy,
      log,
      onMailQueued: wakeWorker,
    }),
  );
  api.route(
    "/",
    createConfirmApi({
      store,
      secret: unsubscribeSecret,
      retention: config.retention,
      databaseReachable: healthy,
      log,
      onMailQueued: wakeWorker,
    }),
  );
  api.route(
    "/",
    createUnsubscribeApi({ store, secret: unsubscribeSecret, databaseReachable: healthy, log }),
  );
  api.route(
    "/",
    createReviewsApi(
      createReviewsSource({
        apiKey: config.reviews.apiKey,
        placeId: config.reviews.placeId,
        log,
      }),
    ),
  );

  return {
    database,
    store,
    api,
    worker,
    healthy,
    async close() {
      await retentionJob.stop();
      await worker?.stop();
      await database.close();
    },
  };
}
