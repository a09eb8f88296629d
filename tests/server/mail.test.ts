/**
 * Lead notifications against a real SMTP server started here: one mail per
 * lead with every field; with the SMTP server down the lead is still stored
 * and the mail goes out once the server is back.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backends,
  contactBody,
  createTestDatabase,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp(
  port = 0,
): Promise<{ server: SMTPServer; port: number; mails: Received[] }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return { server, port: address.port, mails };
}

const closeSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** Decodes the quoted-printable or base64 text part nodemailer writes. */
function textOf(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("condition not met in time");
}

const fastWorker = { MAIL_POLL_MS: "200", MAIL_RETRY_BASE_MS: "200", MAIL_RETRY_MAX_MS: "1000" };

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
});
