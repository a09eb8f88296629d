/** A real SMTP server (the `smtp-server` package) on loopback that keeps what it receives. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A mail worker that looks often and retries soon; the test SMTP server offers
 * no STARTTLS, so plaintext is allowed, as for local testing.
 */
export const fastWorker = {
  MAIL_POLL_MS: "200",
  MAIL_RETRY_BASE_MS: "200",
  MAIL_RETRY_MAX_MS: "1000",
  SMTP_ALLOW_PLAINTEXT: "1",
};

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  server: SMTPServer;
  port: number;
  /** Mails accepted so far. */
  mails: Received[];
  /** Transactions whose message data began, accepted or not yet. */
  started: () => number;
}

/** Starts it without STARTTLS; `delayMs` holds each message before accepting it (a slow server). */
export async function startSmtp(port = 0, delayMs = 0): Promise<TestSmtp> {
  const mails: Received[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      started++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        }, delayMs);
      });
    },
  });
  // A sender killed mid-conversation resets its connection; a real server notes it and goes
  // on serving the others, where without a listener the error would end the test process.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return { server, port: address.port, mails, started: () => started };
}

export const closeSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** Decodes the quoted-printable or base64 text part nodemailer writes. */
export function textOf(raw: string): string {
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

/** The Message-ID header of a received mail. */
export const messageIdOf = (mail: Received) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1];
