/**
 * The newsletter's discount code comes once per person: it outlives the
 * subscription (kept with a hash of the mailbox, never the address), so
 * unsubscribing and signing up again, or signing up with another spelling of
 * the same mailbox, brings back the same code, used or not. It is erased with
 * the address on request and purged once nobody has held it for long.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retentionPeriods } from "../../content/retention.ts";
import type { Database } from "../../server/db/client.ts";
import { migrationsDir } from "../../server/db/migrate.ts";
import type { Store } from "../../server/db/store.ts";
import { admin, backends, createTestDatabase, type TestDatabase } from "./helpers.ts";

const retention = { leadMonths: 12, ...retentionPeriods };

describe.each(backends)("discount codes on %s", (backend) => {
  let db: TestDatabase;
  let database: Database;
  let store: Store;

  /** Signs an address up and confirms it; its subscriber row afterwards. */
  async function subscribe(email: string) {
    await store.requestSubscription({
      email,
      lang: "pl",
      form: "newsletter-odra",
      page: "/",
      consentVersion: "2026-01",
    });
    const id = (await store.subscriberId(email)) ?? "";
    expect(await store.confirmSubscription(id)).toBe("confirmed");
    const row = (await store.subscribers()).find((each) => each.id === id);
    if (!row?.discountCode) throw new Error(`${email} got no code`);
    return row;
  }

  const unsubscribe = async (email: string) =>
    expect(await store.unsubscribe((await store.subscriberId(email)) ?? "")).toBe(true);

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    ({ database, store } = await db.open());
  });

  afterAll(async () => {
    await database?.close();
    await db?.dispose();
  });

  it("keeps a used code after unsubscribing, without the address, and gives it back on a new signup", async () => {
    const first = await subscribe("ela@przyklad.pl");
    expect(await store.redeemCode(first.discountCode ?? "")).toMatchObject({
      result: "redeemed",
      emails: ["ela@przyklad.pl"],
    });
    await unsubscribe("ela@przyklad.pl");
    const kept = await store.discountCodes();
    expect(kept).toEqual([
      {
        code: first.discountCode,
        email: null,
        issuedAt: expect.any(Date),
        redeemedAt: expect.any(Date),
      },
    ]);
    const again = await subscribe("Ela@Przyklad.pl");
    expect(again.discountCode).toBe(first.discountCode);
    expect(again.codeRedeemedAt).toEqual(kept[0]?.redeemedAt);
    // The welcome mail it queues says the code was used (server/mail/subscriber-mail.ts).
    const [welcome] = (await store.claimMail(10, 60_000)).filter(
      (job) => job.mail.kind === "welcome" && job.mail.subscriber.id === again.id,
    );
    expect(welcome?.mail).toMatchObject({ subscriber: { codeRedeemedAt: expect.any(Date) } });
  });

  it("gives another spelling of the same mailbox the same code, not a new one", async () => {
    const ela = (await store.subscribers()).find((row) => row.email === "Ela@Przyklad.pl");
    expect((await subscribe("ela+rabat@przyklad.pl")).discountCode).toBe(ela?.discountCode);
    const jan = await subscribe("jan.kowalski@gmail.com");
    expect((await subscribe("jankowalski+2@googlemail.com")).discountCode).toBe(jan.discountCode);
    expect((await subscribe("ola@przyklad.pl")).discountCode).not.toBe(jan.discountCode);
    const codes = await store.discountCodes();
    expect(new Set(codes.map((entry) => entry.code)).size).toBe(3);
    expect(
      codes.filter((entry) => entry.code === jan.discountCode).map((entry) => entry.email),
    ).toEqual(["jan.kowalski@gmail.com", "jankowalski+2@googlemail.com"]);
  });

  it("redeems a code only while someone subscribed holds it", async () => {
    const jan = (await store.subscribers()).find((row) => row.email === "jan.kowalski@gmail.com");
    const code = jan?.discountCode ?? "";
    await unsubscribe("jan.kowalski@gmail.com");
    expect(await store.redeemCode(code)).toMatchObject({
      result: "redeemed",
      emails: ["jankowalski+2@googlemail.com"],
    });
    expect(await store.redeemCode(code)).toMatchObject({ result: "already-redeemed" });
    await unsubscribe("jankowalski+2@googlemail.com");
    expect(await store.redeemCode(code)).toEqual({ result: "unsubscribed" });
    expect(await store.redeemCode("0000-0000-0000")).toEqual({ result: "unknown" });
  });

  it("ties codes issued before holders were kept to their holder when the server starts", async () => {
    const ola = (await store.subscribers()).find((row) => row.email === "ola@przyklad.pl");
    // As migration 0006 leaves the codes it moved.
    await database.db.execute(sql`UPDATE discount_codes SET holder = NULL`);
    expect(await store.completeCodeHolders()).toBe(2);
    expect(await store.completeCodeHolders()).toBe(0);
    expect((await subscribe("ola+x@przyklad.pl")).discountCode).toBe(ola?.discountCode);
  });

  it("erases a mailbox's code with its address, unless another spelling still holds it", async () => {
    const erasedAlias = await store.erase("ela+rabat@przyklad.pl");
    expect(erasedAlias).toMatchObject({ subscribers: 1, codes: 0 });
    const erased = await store.erase("ela@przyklad.pl");
    expect(erased).toMatchObject({ subscribers: 1, codes: 1 });
    expect((await store.discountCodes()).map((entry) => entry.email)).not.toContain(
      "Ela@Przyklad.pl",
    );
  });

  it("purges a code nobody has held for its retention period, and only such a code", async () => {
    const inTwoYears = new Date(Date.now() + (retention.codeMonths * 31 + 1) * 86_400_000);
    const before = await store.discountCodes();
    const unheld = before.filter((entry) => entry.email === null).map((entry) => entry.code);
    expect(unheld).toHaveLength(1);
    expect((await store.purge(retention)).codes).toBe(0);
    expect((await store.purge(retention, inTwoYears)).codes).toBe(1);
    const after = await store.discountCodes();
    expect(after.map((entry) => entry.code)).not.toContain(unheld[0]);
    expect(after.every((entry) => entry.email !== null)).toBe(true);
  });
});

describe("the admin CLI and discount codes", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    const { database, store } = await db.open();
    try {
      await store.requestSubscription({
        email: "ula@przyklad.pl",
        lang: "pl",
        form: "newsletter-odra",
        page: "/",
        consentVersion: "2026-01",
      });
      await store.confirmSubscription((await store.subscriberId("ula@przyklad.pl")) ?? "");
      await store.unsubscribe((await store.subscriberId("ula@przyklad.pl")) ?? "");
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it("lists a code whose holder unsubscribed without an address, and refuses to redeem it", async () => {
    const list = await admin(db, ["code", "list"]);
    const code = /^([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(list.stdout)?.[1] ?? "";
    expect(list.stdout).toContain("unused");
    expect(list.stdout).toContain("(unsubscribed)");
    expect(list.stdout).not.toContain("ula@");
    const redeem = await admin(db, ["code", "redeem", code]);
    expect(redeem.code).not.toBe(0);
    expect(redeem.stderr).toContain("has unsubscribed");
  });
});

describe.each(backends)("discount codes issued before the code history, on %s", (backend) => {
  let db: TestDatabase;

  /** Brings an empty database to the schema before migration 0006, with one used code in it. */
  async function before0006(exec: (text: string) => Promise<unknown>) {
    const names = (await readdir(migrationsDir)).filter((name) => name < "0006").sort();
    await exec(
      "CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    for (const name of names) {
      await exec(await readFile(path.join(migrationsDir, name), "utf8"));
      await exec(`INSERT INTO schema_migrations (name) VALUES ('${name}')`);
    }
    await exec(`INSERT INTO subscribers (email, email_key, lang, status, confirmed_at, discount_code, code_redeemed_at)
      VALUES ('Ewa@Przyklad.pl', 'ewa@przyklad.pl', 'pl', 'confirmed', '2026-01-10T10:00:00Z', 'K7QM-2VX9-SBR4', '2026-02-01T12:00:00Z')`);
  }

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    if (db.databaseUrl) {
      const client = new pg.Client({ connectionString: db.databaseUrl });
      await client.connect();
      try {
        await before0006((text) => client.query(text));
      } finally {
        await client.end();
      }
    } else {
      const dir = path.join(db.dataDir, "pglite");
      // An empty folder instead of the migrated copy the helper made.
      await rm(dir, { recursive: true, force: true });
      const client = await PGlite.create(dir);
      try {
        await before0006((text) => client.exec(text));
      } finally {
        await client.close();
      }
    }
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it("move over with whether they were used, and get their holder, so another spelling gets the same code", async () => {
    const { database, store } = await db.open();
    try {
      expect(await store.discountCodes()).toEqual([
        {
          code: "K7QM-2VX9-SBR4",
          email: "Ewa@Przyklad.pl",
          issuedAt: new Date("2026-01-10T10:00:00Z"),
          redeemedAt: new Date("2026-02-01T12:00:00Z"),
        },
      ]);
      expect(await store.completeCodeHolders()).toBe(1);
      await store.requestSubscription({
        email: "ewa+nowa@przyklad.pl",
        lang: "pl",
        form: "newsletter-odra",
        page: "/",
        consentVersion: "2026-01",
      });
      await store.confirmSubscription((await store.subscriberId("ewa+nowa@przyklad.pl")) ?? "");
      const alias = (await store.subscribers()).find((row) => row.email === "ewa+nowa@przyklad.pl");
      expect(alias).toMatchObject({
        discountCode: "K7QM-2VX9-SBR4",
        codeRedeemedAt: expect.any(Date),
      });
    } finally {
      await database.close();
    }
  });
});
