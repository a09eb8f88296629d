/**
 * Sends the mail outbox: claims due rows (safely shared by several instances),
 * sends each over SMTP and retries failures with exponential backoff. The
 * outbox lives in the database, so nothing is lost across restarts or SMTP
 * outages, and the visitor's request never waits for it.
 *
 * Sending twice is avoided at every step: a claim's lease is renewed for as
 * long as its mail is being sent; only the claim's holder may record the
 * result; a mail that went out but could not be recorded is remembered and
 * recorded later instead of being sent again; and each mail keeps one
 * Message-ID across attempts, so a receiving server can drop a repeat if a
 * crash at the wrong moment still causes one.
 */
import type { ServerConfig } from "../config.ts";
import type { OutboxJob, Store } from "../db/store.ts";
import { errorFields, type Logger } from "../log.ts";
import type { ComposeMail } from "./compose.ts";
import { smtpTransport } from "./transport.ts";

/** What the worker needs of the store. */
export type OutboxStore = Pick<Store, "claimMail" | "renewLease" | "mailSent" | "mailFailed">;

export interface WorkerOptions {
  store: OutboxStore;
  log: Logger;
  mail: ServerConfig["mail"] & { smtpUrl: string };
  /** The host part of Message-IDs: the site's own. */
  messageIdHost: string;
  /** The mail an outbox row stands for. */
  compose: ComposeMail;
}

export interface OutboxWorker {
  /** Looks for due mail now (after a mail is queued). */
  wake(): void;
  /** Resolves when one pass over the due mail has finished. */
  runOnce(): Promise<number>;
  /**
   * Whether the worker is still making progress: a pass began, ended or moved
   * on to its next mail recently. Every send is bounded by the SMTP timeouts,
   * far below a lease, so a worker quiet for longer than a lease (or three
   * polling intervals) is stuck. An SMTP outage is not: its passes keep ending.
   */
  alive(now?: number): boolean;
  stop(): Promise<void>;
}

export function backoffMs(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

/** What is kept of a failed attempt in the outbox: the error's name and code, as in the logs. */
const failureNote = (error: unknown) => {
  const { error: name, code } = errorFields(error);
  return code ? `${name} ${code}` : name;
};

export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const { store, log, mail } = options;
  const transport = smtpTransport(mail);
  /** Mails that went out but whose result could not be written yet, by outbox id. */
  const unrecorded = new Map<number, OutboxJob>();

  let stopped = false;
  let lastProgressAt = Date.now();
  const progressed = () => {
    lastProgressAt = Date.now();
  };
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** Runs `work` while renewing the job's lease, so a slow SMTP server cannot outlive it. */
  async function holdingLease<T>(job: OutboxJob, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(
      () => {
        store.renewLease(job, mail.leaseMs).catch((error: unknown) => {
          log.warn("mail lease not renewed", { outbox: job.id }, error);
        });
      },
      Math.max(50, mail.leaseMs / 3),
    );
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  async function recordSent(job: OutboxJob): Promise<void> {
    try {
      const recorded = await store.mailSent(job);
      if (unrecorded.delete(job.id) && recorded) {
        log.info("mail recorded after an earlier failure", { outbox: job.id });
      }
      if (!recorded) log.warn("mail sent after its claim passed on", { outbox: job.id });
    } catch (error) {
      // Not a failed send: remember it and record it on a later pass, never resend it.
      unrecorded.set(job.id, job);
      log.warn("mail sent but not recorded yet", { outbox: job.id }, error);
    }
  }

  async function deliver(job: OutboxJob): Promise<boolean> {
    if (unrecorded.has(job.id)) {
      // Sent on an earlier attempt whose lease ran out before the result was written.
      await recordSent(job);
      return false;
    }
    if (!(await store.renewLease(job, mail.leaseMs))) return false;
    try {
      const message = {
        ...options.compose(job.mail),
        messageId: `<${job.messageId}@${options.messageIdHost}>`,
      };
      await holdingLease(job, () => transport.sendMail(message));
    } catch (error) {
      const retry = job.attempts < mail.maxAttempts;
      const retryAt = retry
        ? new Date(Date.now() + backoffMs(job.attempts, mail.baseBackoffMs, mail.maxBackoffMs))
        : null;
      await store.mailFailed(job, failureNote(error), retryAt);
      log.warn(
        retry ? "mail will be retried" : "mail gave up",
        { outbox: job.id, attempt: job.attempts, retryAt: retryAt?.toISOString() ?? null },
        error,
      );
      return false;
    }
    await recordSent(job);
    log.info("mail sent", { outbox: job.id, kind: job.mail.kind, attempt: job.attempts });
    return true;
  }

  async function pass(): Promise<number> {
    progressed();
    for (const job of [...unrecorded.values()]) await recordSent(job);
    let sent = 0;
    for (;;) {
      const jobs = await store.claimMail(mail.batchSize, mail.leaseMs);
      if (jobs.length === 0) return sent;
      for (const job of jobs) {
        // Claimed but not begun: its lease runs out and another pass takes it.
        if (stopped) return sent;
        if (await deliver(job)) sent++;
        progressed();
      }
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log.warn("mail worker pass failed", {}, error);
        return 0;
      })
      .finally(() => {
        progressed();
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, mail.pollMs);
    timer.unref();
  }

  void runOnce();
  schedule();

  return {
    wake: () => {
      if (!stopped) void runOnce();
    },
    runOnce,
    alive: (now = Date.now()) =>
      !stopped && now - lastProgressAt <= Math.max(3 * mail.pollMs, mail.leaseMs),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
