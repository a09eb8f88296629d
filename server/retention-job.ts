/**
 * Retention that happens: deletes what is past its period (leads, sent and
 * failed mail, unconfirmed signups; see content/retention.ts) when the server
 * starts and then once a day. Several instances sharing a database may all
 * run it: a second deletion finds nothing more to delete.
 */
import type { Retention } from "../content/retention.ts";
import type { Purged, Store } from "./db/store.ts";
import type { Logger } from "./log.ts";

export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Runs `task` every `ms` until the returned function is called. */
export type Repeat = (task: () => void, ms: number) => () => void;

const everyInterval: Repeat = (task, ms) => {
  const timer = setInterval(task, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface RetentionJobOptions {
  store: Pick<Store, "purge">;
  retention: Retention;
  log: Logger;
  /** The clock the periods are counted on. */
  now?: () => Date;
  repeat?: Repeat;
}

export interface RetentionJob {
  /** One purge now; undefined when it failed (it is logged and tried again next time). */
  runOnce(): Promise<Purged | undefined>;
  stop(): Promise<void>;
}

export function startRetentionJob(options: RetentionJobOptions): RetentionJob {
  const { store, retention, log } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<Purged | undefined> | undefined;

  function runOnce(): Promise<Purged | undefined> {
    running ??= store
      .purge(retention, now())
      .then(
        (purged) => {
          log.info("retention purge", { ...purged });
          return purged;
        },
        (error: unknown) => {
          log.warn("retention purge failed", {}, error);
          return undefined;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  void runOnce();
  const stopRepeating = (options.repeat ?? everyInterval)(() => void runOnce(), PURGE_EVERY_MS);

  return {
    runOnce,
    async stop() {
      stopRepeating();
      await running;
    },
  };
}
