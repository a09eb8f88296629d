/**
 * Stopping (SIGTERM, as systemd and an update do): a request in flight is
 * answered and stored, its connection is closed instead of kept alive, and the
 * process exits as soon as nothing is in flight; a mail being sent is finished
 * and recorded once. /healthz and /readyz tell "up" from "ready".
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSmtp, fastWorker, startSmtp } from "../support/smtp.ts";
import {
  backends,
  contact,
  contactBody,
  createTestDatabase,
  readAnswer,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

const exitOf = (child: import("node:child_process").ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

describe.each(backends)("stopping on %s", (backend) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it("tells a live process from a ready one", async () => {
    const server = await startServer(db);
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get("cache-control")).toBe("no-store");
      expect(await health.json()).toEqual({ status: "ok" });
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toEqual({
        status: "ready",
        checks: { database: "ok", migrations: "ok", mail: "off" },
      });
    } finally {
      await server.stop();
    }
  });

  it("answers and stores a submission in flight, closes its connection and exits at once", async () => {
    const server = await startServer(db);
    const url = new URL(server.url);
    const body = JSON.stringify(
      contactBody({ Opis: "Wysłane, gdy serwer właśnie się zatrzymywał." }),
    );
    const half = Math.floor(body.length / 2);
    const outgoing = http.request({
      host: url.hostname,
      port: url.port,
      path: `/api/form-endpoints/${contact.endpointId}/submit`,
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(body)),
        Authorization: `Bearer ${contact.key}`,
        "X-Form-Fill-Time": "5000",
        Connection: "keep-alive",
      },
      agent: new http.Agent({ keepAlive: true }),
    });
    const answered = new Promise<Awaited<ReturnType<typeof readAnswer>>>((resolve, reject) => {
      outgoing.on("response", (response) => readAnswer(response).then(resolve, reject));
      outgoing.on("error", reject);
    });
    outgoing.write(body.slice(0, half));
    // The request has reached the server (its headers were parsed) before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = exitOf(server.process);
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    outgoing.end(body.slice(half));

    const answer = await answered;
    const answeredAt = Date.now();
    expect(answer.status).toBe(201);
    expect(answer.headers.get("connection")).toBe("close");
    expect(await exited).toBe(0);
    // Well within the 10 s allowed for requests in flight: nothing waits for idle connections.
    expect(Date.now() - answeredAt).toBeLessThan(5000);

    const { database, store } = await db.open();
    try {
      expect((await store.leads()).map((lead) => lead.message)).toContain(
        "Wysłane, gdy serwer właśnie się zatrzymywał.",
      );
    } finally {
      await database.close();
    }
  });

  it("finishes the mail it is sending and records it once", async () => {
    // The SMTP server holds each message for 2 s before accepting it.
    const smtp = await startSmtp(0, 2000);
    try {
      const server = await startServer(db, {
        ...fastWorker,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
      const response = await submit(
        server,
        contactBody({ Opis: "Poczta w drodze, gdy serwer się zatrzymuje." }),
      );
      expect(response.status).toBe(201);
      await until(() => smtp.started() >= 1, 15_000);
      const exited = exitOf(server.process);
      server.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(smtp.mails).toHaveLength(1);

      // Recorded as sent, so the next start does not send it again (mail queued
      // by the test before stays pending until then).
      const { database, store } = await db.open();
      try {
        expect(await store.outboxStatus()).toMatchObject({ sent: 1, failed: 0 });
      } finally {
        await database.close();
      }
    } finally {
      await closeSmtp(smtp.server);
    }
  });
});
