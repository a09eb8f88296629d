/**
 * Rate limits cannot be turned against other visitors: a client flooding the
 * form without a key, or with invalid fields, uses up only its own address's
 * allowance, never the form's, and so does spam the form discards quietly.
 * Clients are told apart by their address (several loopback addresses here),
 * IPv6 ones by their /64 and the /48 around it, and behind trusted proxies by
 * the address the nearest proxy saw. Instances sharing PostgreSQL share the
 * counters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseCounters } from "../../server/api/rate-limit.ts";
import type { Database } from "../../server/db/client.ts";
import { errorFields } from "../../server/log.ts";
import {
  backends,
  contact,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  runSql,
  startServer,
  submitFrom,
  type TestDatabase,
} from "./helpers.ts";

/** Three requests per address and five submissions per form in a window long enough for a test. */
const limits = {
  FORM_RATE_LIMIT_IP: "3",
  FORM_RATE_LIMIT_ENDPOINT: "5",
  FORM_RATE_LIMIT_WINDOW_MS: "600000",
};

const noKey = { Authorization: "Bearer " };

async function statuses(requests: Promise<{ status: number }>[]): Promise<number[]> {
  return (await Promise.all(requests)).map((answer) => answer.status);
}

describe.each(backends)("rate limits on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startServer(db, limits);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("keeps the form open for others while one address floods it without a key", async () => {
    const flood = await statuses(
      Array.from({ length: 40 }, () =>
        submitFrom(server, "127.0.0.2", contactBody(), { headers: noKey }),
      ),
    );
    expect(flood.filter((status) => status === 401)).toHaveLength(3);
    expect(flood.filter((status) => status === 429)).toHaveLength(37);
    const other = await submitFrom(server, "127.0.0.3", contactBody());
    expect(other.status).toBe(201);
  });

  it("does not count refused requests against the form, but still limits the form", async () => {
    // Five addresses send three invalid submissions each: fifteen, over the form's five.
    for (const host of [4, 5, 6, 7, 8]) {
      const invalid = await statuses(
        Array.from({ length: 3 }, () =>
          submitFrom(server, `127.0.0.${host}`, contactBody({ Email: "nie-e-mail" })),
        ),
      );
      expect(invalid).toEqual([422, 422, 422]);
    }
    // One submission so far reached the form (previous test); four more fit.
    for (const host of [9, 10, 11, 12]) {
      expect((await submitFrom(server, `127.0.0.${host}`, contactBody())).status).toBe(201);
    }
    const full = await submitFrom(server, "127.0.0.13", contactBody());
    expect(full.status).toBe(429);
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.parse(full.body)).toEqual({ message: expect.stringMatching(/\S/) });
  });
});

describe.each(backends)("the form's shared allowance against discarded spam on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startServer(db, {
      ...limits,
      FORM_RATE_LIMIT_ENDPOINT: "6",
      FORM_MIN_FILL_MS: "1000",
      TRUST_PROXY: "1",
    });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  /** A submission through the trusted proxy from the IPv6 network 2001:db8:<network>:1::/64. */
  const fromNetwork = (network: number, body: unknown, headers: Record<string, string>) =>
    submitFrom(server, "127.0.0.30", body, {
      endpoint: body && typeof body === "object" && "email" in body ? newsletter : contact,
      headers: { "X-Forwarded-For": `2001:db8:${network}:1::7`, ...headers },
    });

  it("lets a visitor in after bots from many networks filled the honeypot or sent too fast", async () => {
    for (let network = 1; network <= 7; network++) {
      const caught = await fromNetwork(
        network,
        { email: `bot${network}@przyklad.pl` },
        { "X-Form-Honeypot": "https://spam.example" },
      );
      expect(caught.status).toBe(201);
      const tooFast = await fromNetwork(network + 100, contactBody(), { "X-Form-Fill-Time": "10" });
      expect(tooFast.status).toBe(201);
    }
    const visitor = await fromNetwork(500, { email: "prawdziwa@przyklad.pl" }, {});
    expect(visitor.status).toBe(201);
    expect((await fromNetwork(501, contactBody(), {})).status).toBe(201);
    await server.stop();
    const { database, store } = await db.open();
    try {
      expect((await store.subscribers()).map((row) => row.email)).toEqual([
        "prawdziwa@przyklad.pl",
      ]);
      expect(await store.leads()).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe("client addresses behind proxies", () => {
  let db: TestDatabase;
  let direct: RunningServer;
  let behindTwo: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    direct = await startServer(db, { ...limits, FORM_RATE_LIMIT_ENDPOINT: "1000" });
  });

  afterAll(async () => {
    await direct?.stop();
    await behindTwo?.stop();
    await db?.dispose();
  });

  const wrongKeyFrom = (server: RunningServer, forwardedFor: string) =>
    submitFrom(server, "127.0.0.20", contactBody(), {
      headers: { ...noKey, "X-Forwarded-For": forwardedFor },
    });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const answers = await statuses(
      ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"].map((forwarded) =>
        wrongKeyFrom(direct, forwarded),
      ),
    );
    expect(answers).toEqual([401, 401, 401, 429]);
  });

  it("behind a CDN and a proxy, counts the address the CDN saw, whatever the client wrote", async () => {
    await direct.stop();
    try {
      behindTwo = await startServer(db, {
        ...limits,
        FORM_RATE_LIMIT_ENDPOINT: "1000",
        FORM_RATE_LIMIT_NETWORK: "4",
        TRUST_PROXY: "2",
      });
      // The client forges the leftmost entries; the CDN appended 203.0.113.7, the proxy the CDN.
      const forged = await statuses(
        ["1.1.1.1", "2.2.2.2", "3.3.3.3", "4.4.4.4"].map((lie) =>
          wrongKeyFrom(behindTwo, `${lie}, 203.0.113.7, 192.0.2.10`),
        ),
      );
      expect(forged).toEqual([401, 401, 401, 429]);
      // Another client of the same CDN node is counted on its own.
      expect((await wrongKeyFrom(behindTwo, "203.0.113.8, 192.0.2.10")).status).toBe(401);
      // IPv6 clients are counted by their /64: another address in it is the same client.
      const sameNetwork = await statuses(
        ["2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::3", "2001:db8:5:6::4"].map(
          (address) => wrongKeyFrom(behindTwo, `${address}, 192.0.2.10`),
        ),
      );
      expect(sameNetwork).toEqual([401, 401, 401, 429]);
      expect((await wrongKeyFrom(behindTwo, "2001:db8:5:7::1, 192.0.2.10")).status).toBe(401);
      // And by the /48 around it: its /64s together get four here, then wait.
      expect((await wrongKeyFrom(behindTwo, "2001:db8:5:8::1, 192.0.2.10")).status).toBe(429);
      expect((await wrongKeyFrom(behindTwo, "2001:db8:6:1::1, 192.0.2.10")).status).toBe(401);
      // A 16 KB header does not make a client of its own either.
      const huge = `${"9".repeat(15_000)}, 203.0.113.7, 192.0.2.10`;
      expect((await wrongKeyFrom(behindTwo, huge)).status).toBe(429);
    } finally {
      await behindTwo?.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("rate limits shared by two instances", () => {
  let db: TestDatabase;
  let one: RunningServer;
  let two: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase("postgres");
    [one, two] = await Promise.all([startServer(db, limits), startServer(db, limits)]);
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await db?.dispose();
  });

  it("keeps the form open on every instance while one address floods one of them", async () => {
    const flood = await statuses(
      Array.from({ length: 30 }, () =>
        submitFrom(one, "127.0.0.2", contactBody(), { headers: noKey }),
      ),
    );
    expect(flood.filter((status) => status === 429)).toHaveLength(27);
    expect((await submitFrom(two, "127.0.0.3", contactBody())).status).toBe(201);
    // The flooding address is limited on the other instance too.
    expect((await submitFrom(two, "127.0.0.2", contactBody())).status).toBe(429);
  });

  it("counts one address and one form across both instances", async () => {
    const answers = [
      (await submitFrom(one, "127.0.0.4", contactBody())).status,
      (await submitFrom(two, "127.0.0.4", contactBody())).status,
      (await submitFrom(one, "127.0.0.4", contactBody())).status,
      (await submitFrom(two, "127.0.0.4", contactBody())).status,
    ];
    expect(answers).toEqual([201, 201, 201, 429]);
    // Four of the form's five are used; one more fits, on either instance.
    expect((await submitFrom(one, "127.0.0.5", contactBody())).status).toBe(201);
    expect((await submitFrom(two, "127.0.0.6", contactBody())).status).toBe(429);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("shared counters under contention", () => {
  let db: TestDatabase;
  const opened: Database[] = [];

  beforeAll(async () => {
    db = await createTestDatabase("postgres");
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await db?.dispose();
  });

  it("two instances counting the same addresses in opposite orders never fail a request", async () => {
    const [one, two] = await Promise.all([db.open(), db.open()]);
    opened.push(one.database, two.database);
    const first = databaseCounters(one.database.db);
    const second = databaseCounters(two.database.db);
    const keys = Array.from({ length: 100 }, (_, i) => `address:kontakt:198.51.100.${i}`);
    const rounds = 100;
    for (let round = 0; round < rounds; round++) {
      // Hits made in one event-loop turn go out as one batch each, here in opposite orders.
      const results = await Promise.allSettled([
        ...keys.map((key) => first.hit(key, 600_000)),
        ...keys.toReversed().map((key) => second.hit(key, 600_000)),
      ]);
      const failed = results.filter((result) => result.status === "rejected");
      expect(failed.map((result) => errorFields(result.reason).code)).toEqual([]);
    }
    const last = await Promise.all(keys.map((key) => first.hit(key, 600_000)));
    expect(last.map((count) => count.hits)).toEqual(keys.map(() => 2 * rounds + 1));
  });

  it("tries a batch that still meets a deadlock once more", async () => {
    // The database fails the next upsert as a deadlock, once.
    await runSql(db, [
      "CREATE SEQUENCE deadlock_once",
      `CREATE FUNCTION deadlock_once() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF nextval('deadlock_once') = 1 THEN
             RAISE EXCEPTION 'deadlock made by the test' USING ERRCODE = '40P01';
           END IF;
           RETURN NEW;
         END $$`,
      "CREATE TRIGGER deadlock_once BEFORE INSERT ON rate_limits FOR EACH ROW EXECUTE FUNCTION deadlock_once()",
    ]);
    const { database } = await db.open();
    opened.push(database);
    const counters = databaseCounters(database.db);
    const counts = await Promise.all([
      counters.hit("address:kontakt:203.0.113.50", 600_000),
      counters.hit("address:kontakt:203.0.113.50", 600_000),
      counters.hit("form:kontakt", 600_000),
    ]);
    expect(counts.map((count) => count.hits)).toEqual([1, 2, 1]);
  });
});
