/**
 * A pending signup repeated from the form: the confirmation mail goes again
 * a few times at most, and the first signup's time and proof of consent stay,
 * so an unconfirmed address is purged in time however often it is repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retentionPeriods } from "../../content/retention.ts";
import type { Database } from "../../server/db/client.ts";
import type { SignupInput, Store } from "../../server/db/store.ts";
import { backends, createTestDatabase, type TestDatabase } from "./helpers.ts";

const minutes = (n: number) => n * 60_000;
// Ahead of the clock, so every mail queued in the test is already due at the test's times.
const start = new Date(Math.ceil(Date.now() / minutes(60)) * minutes(60) + minutes(60));
const later = (ms: number) => new Date(start.getTime() + ms);

const first: SignupInput = {
  email: "ola.nowak@przyklad.pl",
  lang: "pl",
  form: "newsletter-odra",
  page: "/blog",
  consentVersion: "2026-01",
};
const repeated: SignupInput = {
  email: "OLA.NOWAK@przyklad.pl",
  lang: "en",
  form: "newsletter-odra",
  page: "/en/kontakt",
  consentVersion: "2027-05",
};

describe.each(backends)("repeated newsletter signups on %s", (backend) => {
  let db: TestDatabase;
  let database: Database;
  let store: Store;

  /** Marks every queued mail sent, as the worker would. */
  async function sendQueued(now: Date) {
    for (const job of await store.claimMail(100, minutes(2), now)) await store.mailSent(job);
  }

  /** The confirmation mails queued so far. */
  const confirmationMails = async () => (await store.outboxStatus()).sent;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    ({ database, store } = await db.open());
  });

  afterAll(async () => {
    await database?.close();
    await db?.dispose();
  });

  it("mails the confirmation again at most three more times, ten minutes apart", async () => {
    expect(await store.requestSubscription(first, start)).toBe("new");
    await sendQueued(start);
    const outcomes: string[] = [];
    for (let step = 1; step <= 6; step++) {
      const at = later(minutes(11 * step));
      outcomes.push(await store.requestSubscription(repeated, at));
      await sendQueued(at);
    }
    expect(outcomes).toEqual([
      "resent",
      "resent",
      "resent",
      "resends-used-up",
      "resends-used-up",
      "resends-used-up",
    ]);
    expect(await confirmationMails()).toBe(1 + retentionPeriods.confirmationResends);
    // Within ten minutes of the last one, nothing either.
    expect(await store.requestSubscription(repeated, later(minutes(11 * 6 + 1)))).toBe(
      "resends-used-up",
    );
  });

  it("keeps the first signup's time, language and proof of consent", async () => {
    const [row] = await store.subscribers();
    expect(row).toMatchObject({
      email: first.email,
      lang: "pl",
      signedUpAt: start,
      consentForm: first.form,
      consentPage: "/blog",
      consentVersion: "2026-01",
      confirmationSentAt: later(minutes(33)),
      status: "pending",
    });
  });

  it("purges the unconfirmed signup a week after the first signup, however often repeated", async () => {
    const aWeek = minutes(60 * 24 * retentionPeriods.unconfirmedDays);
    const retention = { leadMonths: 12, ...retentionPeriods };
    expect((await store.purge(retention, later(aWeek - minutes(1)))).unconfirmed).toBe(0);
    expect((await store.purge(retention, later(aWeek + minutes(1)))).unconfirmed).toBe(1);
    expect(await store.subscribers()).toEqual([]);
  });
});
