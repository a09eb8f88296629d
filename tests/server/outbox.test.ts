/**
 * The mail outbox never sends a mail twice and never loses a result: a slow
 * SMTP server cannot outlive a claim's lease, a worker whose claim passed on
 * cannot overwrite the result, and a mail that went out while the database
 * could not record it is recorded later instead of sent again. Also: smtp://
 * insists on STARTTLS, and a lead's name cannot add lines to the mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeSmtp,
  fastWorker,
  messageIdOf,
  startSmtp,
  type TestSmtp,
  textOf,
} from "../support/smtp.ts";
import {
  backends,
  contactBody,
  createTestDatabase,
  type RunningServer,
  runSql,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

describe.each(backends)("mail outbox on %s", (backend) => {
  let db: TestDatabase;
  let smtp: TestSmtp | undefined;
  const servers: RunningServer[] = [];

  const serve = async (env: Record<string, string>) => {
    const server = await startServer(db, env);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (smtp) await closeSmtp(smtp.server);
    await db?.dispose();
  });

  it("lets only the current claim record a mail's result", async () => {
    const { database, store } = await db.open();
    try {
      await store.storeLead({
        endpointId: "kontakt-odra",
        name: "Zofia Świątek",
        email: "zofia@przyklad.pl",
        company: "",
        message: "Pierwsze zgłoszenie do wysłania.",
        lang: "pl",
        idempotencyKey: "claims-1",
      });
      const [stale] = await store.claimMail(1, 60_000);
      expect(await store.claimMail(1, 60_000)).toEqual([]);
      // A minute on, the first claim's lease has run out and another worker takes the mail.
      const [current] = await store.claimMail(1, 60_000, new Date(Date.now() + 61_000));
      if (!stale || !current) throw new Error("nothing was claimed");
      expect(current.id).toBe(stale.id);
      expect(current.messageId).toBe(stale.messageId);
      expect(await store.mailSent(current)).toBe(true);
      expect(await store.mailFailed(stale, "Error ETIMEDOUT", new Date())).toBe(false);
      expect(await store.mailSent(stale)).toBe(false);
      expect(await store.outboxStatus()).toMatchObject({ pending: 0, sent: 1, failed: 0 });
    } finally {
      await database.close();
    }
  });

  it("records a mail that went out while its result could not be written, without sending it again", async () => {
    // The first attempt to mark a mail as sent fails, as if the database went away for a moment.
    await runSql(db, [
      "CREATE SEQUENCE sent_updates",
      `CREATE FUNCTION fail_first_sent() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.status = 'sent' AND nextval('sent_updates') = 1 THEN
           RAISE EXCEPTION 'connection lost (test)';
         END IF;
         RETURN NEW;
       END $$`,
      "CREATE TRIGGER fail_first_sent BEFORE UPDATE ON mail_outbox FOR EACH ROW EXECUTE FUNCTION fail_first_sent()",
    ]);
    smtp = await startSmtp();
    // A short lease: a worker that forgot the mail went out would take it again at once.
    const server = await serve({
      ...fastWorker,
      MAIL_LEASE_MS: "500",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    const body = contactBody({ Email: "raz@przyklad.pl", Opis: "Ta wiadomość ma dojść raz." });
    expect((await submit(server, body)).status).toBe(201);
    await until(() => server.output().includes('"msg":"mail sent but not recorded yet"'), 20_000);
    await until(
      () => server.output().includes('"msg":"mail recorded after an earlier failure"'),
      20_000,
    );
    await server.stop();

    const delivered = smtp.mails.filter((mail) => textOf(mail.raw).includes("raz@przyklad.pl"));
    expect(delivered).toHaveLength(1);
    const { database, store } = await db.open();
    try {
      expect(await store.outboxStatus()).toMatchObject({ pending: 0, failed: 0 });
    } finally {
      await database.close();
    }
  });

  it("sends nothing over smtp:// without STARTTLS unless plaintext is allowed", async () => {
    const plain = await startSmtp();
    try {
      const server = await serve({
        ...fastWorker,
        SMTP_ALLOW_PLAINTEXT: "0",
        SMTP_URL: `smtp://127.0.0.1:${plain.port}`,
      });
      const body = contactBody({ Email: "tajne@przyklad.pl" });
      expect((await submit(server, body)).status).toBe(201);
      await until(() => server.output().includes('"msg":"mail will be retried"'), 20_000);
      await server.stop();
      expect(plain.mails).toEqual([]);
      // The log names the failure by its code, not by a message that could hold an address.
      const failure = server
        .output()
        .split("\n")
        .find((line) => line.includes('"msg":"mail will be retried"'));
      expect(failure).toMatch(/"code":"E[A-Z]+"/);
      expect(server.output()).not.toContain("tajne@przyklad.pl");
    } finally {
      await closeSmtp(plain.server);
    }
  });

  it("keeps a name on its line: a line break in it cannot add lines to the mail", async () => {
    const mails = await startSmtp();
    try {
      const server = await serve({ ...fastWorker, SMTP_URL: `smtp://127.0.0.1:${mails.port}` });
      const body = contactBody({
        "Imie i Nazwisko": "Jan Kowalski\r\nE-mail: oszust@zly.example\nNazwa firmy: Bank",
        Email: "jan.kowalski@przyklad.pl",
      });
      expect((await submit(server, body)).status).toBe(201);
      // The previous test's lead is still queued in this database and may arrive too.
      const ours = () => mails.mails.find((mail) => mail.raw.includes("jan.kowalski@przyklad.pl"));
      await until(() => ours() !== undefined, 20_000);
      const lines = textOf(ours()?.raw ?? "").split(/\r?\n/);
      expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual([
        "E-mail: jan.kowalski@przyklad.pl",
      ]);
      expect(lines.filter((line) => line.startsWith("Nazwa firmy:"))).toHaveLength(1);
      expect(lines).toContain(
        "Imię i nazwisko: Jan Kowalski E-mail: oszust@zly.example Nazwa firmy: Bank",
      );
      await server.stop();
    } finally {
      await closeSmtp(mails.server);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("mail outbox shared by two instances", () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase("postgres");
    // Each mail takes 3 s to be accepted: three times the lease.
    smtp = await startSmtp(0, 3000);
    const env = { ...fastWorker, MAIL_LEASE_MS: "1000", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    servers = await Promise.all([startServer(db, env), startServer(db, env)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (smtp) await closeSmtp(smtp.server);
    await db?.dispose();
  });

  it("sends a mail once even when sending takes longer than the lease", async () => {
    const [first] = servers;
    if (!first) throw new Error("no server");
    expect((await submit(first, contactBody({ Email: "wolno@przyklad.pl" }))).status).toBe(201);
    await until(() => smtp.mails.length > 0, 30_000);
    // Had the lease lapsed, the other instance would have begun a second delivery by now.
    expect(smtp.started()).toBe(1);
    await Promise.all(servers.map((server) => server.stop()));
    expect(messageIdOf(smtp.mails[0] ?? { from: "", to: [], raw: "" })).toMatch(
      /^<[0-9a-f-]{36}@odracreative\.pl>$/,
    );
    const { database, store } = await db.open();
    try {
      expect(await store.outboxStatus()).toMatchObject({ pending: 0, sent: 1, failed: 0 });
    } finally {
      await database.close();
    }
  });
});
