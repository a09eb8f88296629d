/**
 * The server's moving parts beyond static pages: the database (migrated on
 * open), the form, newsletter and reviews API, the mail outbox worker, the
 * daily retention purge, readiness and, for the embedded database, the
 * backup socket.
 */
import { Hono } from "hono";
import { createConfirmApi } from "./api/confirm.ts";
import type { FormDoorOptions } from "./api/form-door.ts";
import { createFormPagePosts, type FormPagePosts } from "./api/form-page-posts.ts";
import { createFormApi } from "./api/forms.ts";
import { createRateLimiter, databaseCounters, memoryCounters } from "./api/rate-limit.ts";
import { createReviewsApi, createReviewsSource } from "./api/reviews.ts";
import { createUnsubscribeApi } from "./api/unsubscribe.ts";
import { backupSocketPath, serveBackups } from "./backup/socket.ts";
import type { ServerConfig } from "./config.ts";
import { guardDataFolder } from "./data-folder.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrationFiles } from "./db/migrate.ts";
import { createStore, type Store } from "./db/store.ts";
import type { Logger } from "./log.ts";
import { mailComposer } from "./mail/compose.ts";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox-worker.ts";
import { createReadinessCheck, type Readiness } from "./readiness.ts";
import { startRetentionJob } from "./retention-job.ts";
import { ensureUnsubscribeSecret } from "./unsubscribe-secret.ts";

export interface Services {
  database: Database;
  store: Store;
  api: Hono;
  /** Forms the browser posts to their page, handed over by the pages drawn per request. */
  pagePosts: FormPagePosts;
  worker?: OutboxWorker;
  readiness(): Promise<Readiness>;
  /** From now on /readyz says "stopping" (the instance is draining). */
  markStopping(): void;
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
  const { dumpDataDir } = database;
  const backupSocket = dumpDataDir
    ? await serveBackups(backupSocketPath(config.pgliteDir), dumpDataDir, log).catch(
        async (error: unknown) => {
          await database.close();
          throw error;
        },
      )
    : undefined;
  const store = createStore(database.db);
  const completed = await store.completeCodeHolders();
  if (completed > 0) log.info("discount codes tied to their holders", { codes: completed });
  const databaseReachable = async () => {
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
  const expectedMigrations = await migrationFiles();
  let stopping = false;
  const wakeWorker = () => worker?.wake();
  const retentionJob = startRetentionJob({ store, retention: config.retention, log });

  // One process owns the embedded database, so its counters can live in memory.
  const counters = database.kind === "postgres" ? databaseCounters(database.db) : memoryCounters();
  const forms: FormDoorOptions = {
    store,
    endpoints: config.endpoints,
    limiter: createRateLimiter(config.rateLimits, counters),
    trustProxyHops: config.trustProxyHops,
    bodyTimeoutMs: config.http.bodyTimeoutMs,
    postedRepeatWindowMs: config.postedRepeatWindowMs,
    databaseReachable,
    log,
    onMailQueued: wakeWorker,
  };
  const api = new Hono();
  api.route("/", createFormApi(forms));
  api.route(
    "/",
    createConfirmApi({
      store,
      secret: unsubscribeSecret,
      retention: config.retention,
      databaseReachable,
      log,
      onMailQueued: wakeWorker,
    }),
  );
  api.route(
    "/",
    createUnsubscribeApi({ store, secret: unsubscribeSecret, databaseReachable, log }),
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
    pagePosts: createFormPagePosts(forms),
    worker,
    readiness: createReadinessCheck({
      database,
      expectedMigrations,
      worker,
      stopping: () => stopping,
    }),
    markStopping() {
      stopping = true;
    },
    async close() {
      await backupSocket?.close();
      await retentionJob.stop();
      await worker?.stop();
      await database.close();
    },
  };
}
