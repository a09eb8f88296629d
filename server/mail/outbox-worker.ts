/**
 * Sends the mail outbox: claims due rows (safely shared by several instances),
 * sends each over SMTP and retries failures with exponential backoff. The
 * outbox lives in the database, so nothing is lost across restarts or SMTP
 * outages, and the visitor's request never waits for it.
 */
import nodemailer from "nodemailer";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { leadMail, type MailMessage } from "./lead-mail.ts";

export interface WorkerOptions {
  store: Store;
  log: Logger;
  smtpUrl: string;
  mailFrom: string;
  mailTo: string;
  /** How often to look for due mail when nothing wakes the worker. */
  pollMs?: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  maxAttempts?: number;
  /** How long a claimed mail stays reserved for this worker. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Looks for due mail now (after a lead is stored). */
  wake(): void;
  /** Resolves when one pass over the due mail has finished. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function backoffMs(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

export function startOutboxWorker(options: WorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 5000;
  const base = options.baseBackoffMs ?? 30_000;
  const maxBackoff = options.maxBackoffMs ?? 60 * 60 * 1000;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const batchSize = options.batchSize ?? 10;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = (message: MailMessage) => transport.sendMail(message);

  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const jobs = await options.store.claimMail(batchSize, leaseMs);
      if (jobs.length === 0) return sent;
      for (const job of jobs) {
        try {
          await send(leadMail(job.lead, options.mailFrom, options.mailTo));
          await options.store.mailSent(job.id);
          sent++;
          options.log.info("mail sent", {
            outbox: job.id,
            lead: job.lead.id,
            attempt: job.attempts,
          });
        } catch (error) {
          const retry = job.attempts < maxAttempts;
          const retryAt = retry
            ? new Date(Date.now() + backoffMs(job.attempts, base, maxBackoff))
            : null;
          await options.store.mailFailed(job.id, String(error).slice(0, 500), retryAt);
          options.log.warn(retry ? "mail will be retried" : "mail gave up", {
            outbox: job.id,
            attempt: job.attempts,
            retryAt: retryAt?.toISOString() ?? null,
            error: error instanceof Error ? error.message.slice(0, 200) : "unknown",
          });
        }
        if (stopped) return sent;
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
        options.log.warn("mail worker pass failed", { error: String(error) });
        return 0;
      })
      .finally(() => {
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
    }, pollMs);
    timer.unref();
  }

  void runOnce();
  schedule();

  return {
    wake: () => {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
