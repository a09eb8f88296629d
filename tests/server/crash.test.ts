/**
 * Crash safety: while submissions pour in, the server is killed with SIGKILL
 * and restarted, ten times. Every submission that got a 201 must be in the
 * database exactly once, with its queued mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backends,
  contactBody,
  createTestDatabase,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

const CYCLES = 10;
const CONCURRENCY = 8;

describe.each(backends)("crash safety on %s", (backend) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await db?.dispose();
  });

  // Eleven server starts: on a busy 2-core machine one start can take half a minute.
  it(`keeps every acknowledged submission exactly once across ${CYCLES} SIGKILLs`, {
    timeout: 600_000,
  }, async () => {
    const acknowledged = new Map<string, string>(); // idempotency key → id
    let sequence = 0;

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServer(db);
      let killed = false;
      const loops = Array.from({ length: CONCURRENCY }, async () => {
        while (!killed) {
          const key = `crash-${cycle}-${sequence++}`;
          try {
            const response = await submit(
              server,
              contactBody({ Opis: `Zgłoszenie ${key} — zażółć gęślą jaźń` }),
              {
                headers: { "Idempotency-Key": key },
              },
            );
            if (response.status === 201) {
              const { id } = (await response.json()) as { id: string };
              acknowledged.set(key, id);
            }
          } catch {
            // The connection died with the server: not acknowledged.
          }
        }
      });
      // Killed while writes are under way: once this start has acknowledged
      // something (on a busy machine that can take a while), at a random moment.
      const before = acknowledged.size;
      await until(() => acknowledged.size > before, 60_000);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
      await server.kill();
      killed = true;
      await Promise.all(loops);
    }

    expect(acknowledged.size).toBeGreaterThan(CYCLES);
    // A final clean start recovers the database; then read it.
    const last = await startServer(db);
    expect((await fetch(`${last.url}/healthz`)).status).toBe(200);
    await last.stop();

    const { database, store } = await db.open();
    try {
      const leads = await store.leads();
      const byKey = new Map<string, number>();
      for (const lead of leads)
        byKey.set(lead.idempotencyKey, (byKey.get(lead.idempotencyKey) ?? 0) + 1);
      for (const [key, id] of acknowledged) {
        expect(byKey.get(key), key).toBe(1);
        const lead = leads.find((row) => row.idempotencyKey === key);
        expect(lead?.id).toBe(id);
        expect(lead?.message).toBe(`Zgłoszenie ${key} — zażółć gęślą jaźń`);
      }
      // Each stored lead has its mail queued: lead and outbox row are written together.
      expect((await store.outboxStatus()).pending).toBe(leads.length);
    } finally {
      await database.close();
    }
  });
});
