import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../log.ts";
import { type OutboxStore, type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";

const mail = {
  smtpUrl: "smtp://127.0.0.1:9",
  allowPlaintext: true,
  from: "site@example.com",
  to: "leads@example.com",
  pollMs: 50,
  baseBackoffMs: 50,
  maxBackoffMs: 50,
  maxAttempts: 3,
  leaseMs: 200,
  batchSize: 10,
};

function worker(claimMail: OutboxStore["claimMail"]): OutboxWorker {
  const store: OutboxStore = {
    claimMail,
    renewLease: async () => true,
    mailSent: async () => true,
    mailFailed: async () => true,
  };
  return startOutboxWorker({
    store,
    log: silentLogger,
    mail,
    messageIdHost: "example.com",
    compose: () => ({ from: mail.from, to: mail.to, subject: "", text: "" }),
  });
}

describe("the outbox worker's liveness", () => {
  let running: OutboxWorker | undefined;
  afterEach(async () => {
    await running?.stop();
  });

  it("is alive while its passes keep ending, also when the database refuses them", async () => {
    running = worker(async () => {
      throw new Error("database down");
    });
    await running.runOnce();
    expect(running.alive(Date.now() + mail.leaseMs / 2)).toBe(true);
  });

  it("has stalled when a pass has made no progress for longer than a lease", async () => {
    let release = () => {};
    running = worker(
      () =>
        new Promise((resolve) => {
          release = () => resolve([]);
        }),
    );
    expect(running.alive()).toBe(true);
    expect(running.alive(Date.now() + mail.leaseMs + 1)).toBe(false);
    release();
  });

  it("is not alive once stopped", async () => {
    running = worker(async () => []);
    await running.runOnce();
    await running.stop();
    expect(running.alive()).toBe(false);
  });
});
