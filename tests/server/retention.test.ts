/**
 * Retention that happens: leads past LEAD_RETENTION_MONTHS, sent and failed
 * mail past 30 days and signups nobody confirmed within 7 days are deleted by
 * the daily job (on an injected clock, driven by hand: no waiting) and by
 * `npm run admin -- purge`; everything newer, pending mail and confirmed
 * subscribers stay.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retentionPeriods } from "../../content/retention.ts";
import type { Database } from "../../server/db/client.ts";
import type { Store } from "../../server/db/store.ts";
import { silentLogger } from "../../server/log.ts";
import { PURGE_EVERY_MS, type Repeat, startRetentionJob } from "../../server/retention-job.ts";
import {
  admin,
  backends,
  createTestDatabase,
  startServer,
  type TestDatabase,
  until,
} from "./helpers.ts";

const DAY = 24 * 60 * 60 * 1000;
const retention = { leadMonths: 12, ...retentionPeriods };
const daysBefore = (time: Date, days: number) => new Date(time.getTime() - days * DAY);

/**
 * What is in the database at `now`, by age: a lead of 400 days (past 12
 * months) and younger ones; mail sent 40 days ago, mail that failed 31 days
 * ago, mail sent 10 days ago and mail still pending after 60 days; signups
 * pending for 8 and 6 days and one confirmed 400 days ago, whose mails went
 * out at once.
 */
async function seed(database: Database, store: Store, now: Date) {
  const at = (days: number) => daysBefore(now, days).toISOString();
  const lead = async (key: string, days: number) => {
    const { id } = await store.storeLead({
      endpointId: "kontakt-odra",
      name: "Jan Kowalski",
      email: `${key}@przyklad.pl`,
      company: "",
      message: "Zapytanie o stronę internetową.",
      lang: "pl",
      idempotencyKey: key,
    });
    await database.db.execute(
      sql`UPDATE submissions SET created_at = ${at(days)}::timestamptz WHERE id = ${id}`,
    );
    return id;
  };
  const mail = async (leadId: string, status: string, days: number) => {
    await database.db.execute(
      sql`UPDATE mail_outbox SET status = ${status}, created_at = ${at(days)}::timestamptz WHERE submission_id = ${leadId}`,
    );
  };
  await lead("old-lead", 400);
  await mail(await lead("year-lead", 330), "sent", 40);
  await mail(await lead("failed-lead", 35), "failed", 31);
  await mail(await lead("recent-lead", 10), "sent", 10);
  await mail(await lead("stuck-lead", 60), "pending", 60);

  const signUp = async (email: string, days: number) => {
    await store.requestSubscription(
      { email, lang: "pl", form: "newsletter-odra", page: "/", consentVersion: "2026-11-23" },
      daysBefore(now, days),
    );
    const id = await store.subscriberId(email);
    if (!id) throw new Error("no subscriber");
    return id;
  };
  await signUp("osiem-dni@przyklad.pl", 8);
  await signUp("szesc-dni@przyklad.pl", 6);
  await store.confirmSubscription(await signUp("stary@przyklad.pl", 400), daysBefore(now, 399));
  // The confirmation and welcome mails of these signups went out right away.
  await database.db.execute(
    sql`UPDATE mail_outbox SET status = 'sent' WHERE subscriber_id IS NOT NULL AND status = 'pending' AND created_at > ${at(1)}::timestamptz`,
  );
}

async function remaining(store: Store) {
  return {
    leads: (await store.leads()).map((lead) => lead.idempotencyKey).sort(),
    subscribers: (await store.subscribers()).map((subscriber) => subscriber.email).sort(),
    outbox: await store.outboxStatus(),
  };
}

describe.each(backends)("retention on %s", (backend) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it("the daily job deletes what is past its period on its clock, once at start and then every day", async () => {
    const { database, store } = await db.open();
    try {
      let now = new Date();
      await seed(database, store, now);
      let daily: (() => void) | undefined;
      let interval = 0;
      const repeat: Repeat = (task, ms) => {
        daily = task;
        interval = ms;
        return () => {
          daily = undefined;
        };
      };
      const job = startRetentionJob({
        store,
        retention,
        log: silentLogger,
        now: () => now,
        repeat,
      });
      expect(interval).toBe(PURGE_EVERY_MS);

      // The run at start.
      expect(await job.runOnce()).toEqual({ leads: 1, mails: 2, unconfirmed: 1, codes: 0 });
      expect(await remaining(store)).toMatchObject({
        leads: ["failed-lead", "recent-lead", "stuck-lead", "year-lead"],
        subscribers: ["stary@przyklad.pl", "szesc-dni@przyklad.pl"],
      });

      // Forty days on, the daily run: the lead of 330 days is past 12 months,
      // the mail sent 10 days ago and the signups' mails past 30 days, the
      // 6-day signup past 7 days.
      now = new Date(now.getTime() + 40 * DAY);
      daily?.();
      expect(await job.runOnce()).toEqual({ leads: 1, mails: 4, unconfirmed: 1, codes: 0 });
      const left = await remaining(store);
      expect(left.leads).toEqual(["failed-lead", "recent-lead", "stuck-lead"]);
      expect(left.subscribers).toEqual(["stary@przyklad.pl"]);
      // Mail that never went out is not the purge's to delete.
      expect(left.outbox.pending).toBe(1);
      await job.stop();
      expect(daily).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe.each(backends)("purging by hand and by the running server on %s", (backend) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it("npm run admin -- purge deletes the same and reports the counts", async () => {
    const { database, store } = await db.open();
    try {
      await seed(database, store, new Date());
    } finally {
      await database.close();
    }
    const purged = await admin(db, ["purge"]);
    expect(purged.stderr).toBe("");
    expect(purged.stdout.trim()).toBe(
      "Deleted 1 lead(s) older than 12 months, 2 sent or failed mail(s) older than 30 days, 1 unconfirmed signup(s) older than 7 days and 0 discount code(s) of unsubscribed addresses issued over 24 months ago.",
    );
    // Nothing more to delete a moment later.
    expect((await admin(db, ["purge"])).stdout).toContain("Deleted 0 lead(s)");
    // LEAD_RETENTION_MONTHS shortens the period: the 330-day lead goes too.
    expect((await admin(db, ["purge"], { LEAD_RETENTION_MONTHS: "6" })).stdout).toContain(
      "Deleted 1 lead(s) older than 6 months",
    );
  });

  it("the server purges when it starts", async () => {
    const { database, store } = await db.open();
    try {
      await database.db.execute(sql`DELETE FROM submissions`);
      await database.db.execute(sql`DELETE FROM subscribers`);
      await seed(database, store, new Date());
    } finally {
      await database.close();
    }
    const server = await startServer(db);
    await until(() => server.output().includes('"msg":"retention purge"'), 60_000);
    await server.stop();
    const line = server
      .output()
      .split("\n")
      .find((entry) => entry.includes('"msg":"retention purge"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      leads: 1,
      mails: 2,
      unconfirmed: 1,
      codes: 0,
    });
    const { database: after, store: reader } = await db.open();
    try {
      expect((await remaining(reader)).leads).not.toContain("old-lead");
    } finally {
      await after.close();
    }
  });
});
