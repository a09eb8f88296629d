/**
 * Valid submissions are stored exactly as sent and come back intact from the
 * CSV export; retries with the same Idempotency-Key store once; newsletter
 * sign-ups are unique and can be undone with the signed link; spam is dropped quietly.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../server/admin/csv.ts";
import { unsubscribeUrl } from "../../server/api/unsubscribe-token.ts";
import {
  backends,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  root,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

const run = promisify(execFile);

const tricky = [
  contactBody(),
  {
    "Imie i Nazwisko": "Seán O'Connor-Łęcki",
    Email: "sean.o'connor@example.ie",
    "Nazwa Firmy": "",
    Opis: `Robert'); DROP TABLE submissions;-- i <script>alert("xss")</script> — proszę o wycenę 🚀👍🏽`,
  },
  {
    "Imie i Nazwisko": "Żaneta Gęślą-Jaźń",
    Email: "ZANETA@Firma.PL",
    Opis: 'Wiersz pierwszy,\nwiersz drugi z "cudzysłowem", przecinkiem\r\ni tabulatorem\t— koniec.',
  },
];

async function admin(db: TestDatabase, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/admin.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? "" },
  });
  return stdout;
}

describe.each(backends)("valid submissions on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;
  const ids: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startServer(db);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("answers 201 with the stored id", async () => {
    for (const body of tricky) {
      const response = await submit(server, body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
  });

  it("stores a retried submission with the same Idempotency-Key once", async () => {
    const headers = { "Idempotency-Key": "3b1f6a52-retry-test" };
    const body = contactBody({ Email: "retry@przyklad.pl" });
    const first = await submit(server, body, { headers });
    const second = await submit(server, body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const a = (await first.json()) as { id: string };
    const b = (await second.json()) as { id: string };
    expect(b.id).toBe(a.id);
  });

  it("drops spam quietly: a filled honeypot or a missing fill time looks like success", async () => {
    const trapped = await submit(server, contactBody({ Email: "bot@spam.example" }), {
      headers: { "X-Form-Honeypot": "http://spam.example" },
    });
    expect(trapped.status).toBe(201);
    const hurried = await fetch(
      `${server.url}/api/form-endpoints/${newsletter.endpointId}/submit`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${newsletter.key}` },
        body: JSON.stringify({ email: "bot2@spam.example" }),
      },
    );
    expect(hurried.status).toBe(201);
  });

  it("accepts a repeated newsletter address without a second subscription", async () => {
    const first = await submit(
      server,
      { email: "Ola.Nowak@przyklad.pl" },
      { endpoint: newsletter },
    );
    const again = await submit(
      server,
      { email: "ola.nowak@PRZYKLAD.pl" },
      { endpoint: newsletter },
    );
    const other = await submit(server, { email: "jurek@przyklad.pl" }, { endpoint: newsletter });
    expect([first.status, again.status, other.status]).toEqual([201, 201, 201]);
    expect(((await again.json()) as { id: string }).id).toBe(
      ((await first.json()) as { id: string }).id,
    );
  });

  it("unsubscribes with the signed link and refuses a forged one", async () => {
    const secret = (await readFile(path.join(db.dataDir, "unsubscribe-secret"), "utf8")).trim();
    const response = await submit(server, { email: "jurek@przyklad.pl" }, { endpoint: newsletter });
    const { id } = (await response.json()) as { id: string };
    const link = new URL(unsubscribeUrl("http://x", secret, id));
    const forged = await fetch(
      `${server.url}/api/newsletter/unsubscribe?token=${id}.${"A".repeat(43)}`,
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Ten link do wypisania jest nieprawidłowy");
    const page = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("Wypisaliśmy Cię z newslettera");
    expect(html).toContain("You have been unsubscribed");
    expect(html).not.toContain("<script");
  });

  it("keeps every character in the database and in the CSV export", async () => {
    await server.stop();
    const { database, store } = await db.open();
    try {
      const leads = await store.leads();
      expect(leads).toHaveLength(tricky.length + 1);
      for (const [index, body] of tricky.entries()) {
        const lead = leads.find((row) => row.id === ids[index]);
        expect(lead).toMatchObject({
          name: body["Imie i Nazwisko"],
          email: body.Email,
          company: body["Nazwa Firmy"] ?? "",
          message: body.Opis,
        });
      }
      expect(leads.some((lead) => lead.email.includes("spam"))).toBe(false);
      const subscribers = await store.subscribers();
      expect(subscribers.map((row) => row.email)).toEqual(["Ola.Nowak@przyklad.pl"]);
      expect((await store.outboxStatus()).pending).toBe(tricky.length + 1);
    } finally {
      await database.close();
    }

    const rows = parseCsv(await admin(db, "export", "leads"));
    expect(rows[0]).toEqual([
      "id",
      "created_at",
      "name",
      "email",
      "company",
      "message",
      "lang",
      "endpoint",
    ]);
    for (const [index, body] of tricky.entries()) {
      const row = rows.find((cells) => cells[0] === ids[index]);
      expect(row?.slice(2, 6)).toEqual([
        body["Imie i Nazwisko"],
        body.Email,
        body["Nazwa Firmy"] ?? "",
        body.Opis,
      ]);
    }
    const withBom = await admin(db, "export", "subscribers", "--bom");
    expect(withBom.startsWith("\uFEFF")).toBe(true);
    expect(withBom).toContain("Ola.Nowak@przyklad.pl");
    expect(withBom).toContain("/api/newsletter/unsubscribe?token=");

    const today = new Date().toISOString().slice(0, 10);
    expect(
      parseCsv(await admin(db, "export", "leads", "--from", today, "--to", today)),
    ).toHaveLength(tricky.length + 2);
    expect(parseCsv(await admin(db, "export", "leads", "--to", "2020-01-01"))).toHaveLength(1);
  });

  it("erases everything about one address", async () => {
    expect(await admin(db, "erase", "zofia@przyklad.pl")).toContain(
      "Erased 1 lead(s), 0 subscription(s) and 1 queued mail(s).",
    );
    expect(await admin(db, "erase", "OLA.NOWAK@przyklad.pl")).toContain("1 subscription(s)");
    const { database, store } = await db.open();
    try {
      expect((await store.leads()).some((lead) => lead.email === "zofia@przyklad.pl")).toBe(false);
      expect(await store.subscribers()).toEqual([]);
      expect((await store.outboxStatus()).pending).toBe(tricky.length);
    } finally {
      await database.close();
    }
    expect(await admin(db, "outbox")).toContain(`pending: ${tricky.length}`);
  });
});
