/**
 * Lead notifications against a real SMTP server started here: one mail per
 * lead with every field; with the SMTP server down the lead is still stored
 * and the mail goes out once the server is back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSmtp, fastWorker, startSmtp, textOf } from "../support/smtp.ts";
import {
  backends,
  contactBody,
  createTestDatabase,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

/** The mail's Subject with its encoded words (RFC 2047, as nodemailer writes them) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replaceAll("_", " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

describe.each(backends)("lead mail on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("sends the agency one mail with every field of the lead", async () => {
    const smtp = await startSmtp();
    try {
      server = await startServer(db, {
        ...fastWorker,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_TO: "leady@odracreative.pl",
      });
      const body = contactBody();
      const response = await submit(server, body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await until(() => smtp.mails.length > 0, 10_000);
      // Nothing else arrives: one lead, one mail.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0];
      expect(mail?.to).toEqual(["leady@odracreative.pl"]);
      const text = textOf(mail?.raw ?? "");
      for (const value of [
        body["Imie i Nazwisko"],
        body.Email,
        body["Nazwa Firmy"],
        body.Opis,
        id,
      ]) {
        expect(text).toContain(String(value));
      }
      expect(mail?.raw).toMatch(/^Reply-To: zofia@przyklad\.pl/im);
      // A Message-ID of its own on the site's domain, kept across retries (see outbox.test.ts).
      expect(mail?.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@odracreative\.pl>/im);
    } finally {
      await server?.stop();
      server = undefined;
      await closeSmtp(smtp.server);
    }
  });

  it("stores the lead while SMTP is down and delivers the mail once it is back", async () => {
    // Find a free port, then leave nothing listening on it.
    const probe = await startSmtp();
    const port = probe.port;
    await closeSmtp(probe.server);

    server = await startServer(db, { ...fastWorker, SMTP_URL: `smtp://127.0.0.1:${port}` });
    const body = contactBody({
      Email: "podczas.awarii@przyklad.pl",
      Opis: "Wysłane, gdy serwer poczty nie działał.",
    });
    const response = await submit(server, body);
    expect(response.status).toBe(201);
    // Let the worker fail a few times.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const smtp = await startSmtp(port);
    try {
      await until(
        () => smtp.mails.some((mail) => textOf(mail.raw).includes("podczas.awarii@przyklad.pl")),
        15_000,
      );
      expect(
        smtp.mails.filter((mail) => textOf(mail.raw).includes("podczas.awarii@przyklad.pl")),
      ).toHaveLength(1);
    } finally {
      await server.stop();
      server = undefined;
      await closeSmtp(smtp.server);
    }
    const { database, store } = await db.open();
    try {
      expect((await store.leads()).map((lead) => lead.email)).toContain(
        "podczas.awarii@przyklad.pl",
      );
      const status = await store.outboxStatus();
      expect(status).toMatchObject({ pending: 0, sent: 2, failed: 0 });
    } finally {
      await database.close();
    }
  });

  it("stores and mails the name and company without bidi controls, in the subject and every line", async () => {
    const smtp = await startSmtp();
    try {
      server = await startServer(db, { ...fastWorker, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      const body = contactBody({
        "Imie i Nazwisko": "Jan \u202Egpj.exe\u202C Kowalski\u2066\u200F\u061C",
        Email: "bidi@przyklad.pl",
        "Nazwa Firmy": "\u2067Firma\u2069 \u202Ds.c.\u202A\u202B\u200E\u2068",
      });
      expect((await submit(server, body)).status).toBe(201);
      await until(() => smtp.mails.length > 0, 10_000);
      const raw = smtp.mails[0]?.raw ?? "";
      expect(subjectOf(raw)).toBe("Nowe zapytanie ze strony: Jan gpj.exe Kowalski");
      const text = textOf(raw);
      expect(text).toMatch(/^Imię i nazwisko: Jan gpj\.exe Kowalski\r?$/m);
      expect(text).toMatch(/^Nazwa firmy: Firma s\.c\.\r?$/m);
      expect(text).not.toMatch(BIDI);
    } finally {
      await server?.stop();
      server = undefined;
      await closeSmtp(smtp.server);
    }
    const { database, store } = await db.open();
    try {
      const lead = (await store.leads()).find((each) => each.email === "bidi@przyklad.pl");
      expect(lead).toMatchObject({ name: "Jan gpj.exe Kowalski", company: "Firma s.c." });
    } finally {
      await database.close();
    }
  });
});
