/**
 * Valid submissions are stored exactly as sent and come back intact from the
 * CSV export; retries with the same Idempotency-Key store once; newsletter
 * sign-ups are unique and can be undone with the signed link; spam is dropped quietly.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../server/cli/csv.ts";
import {
  admin,
  backends,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

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

/** The admin CLI's output; a failing command fails the test. */
async function cli(db: TestDatabase, ...args: string[]): Promise<string> {
  const result = await admin(db, args);
  if (result.code !== 0) throw new Error(`admin ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
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

  it("accepts a repeated newsletter address without a second subscription, telling nothing", async () => {
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
    // No subscriber id (half of the unsubscribe link), and the same answer whether known or new.
    expect(await first.json()).toEqual({});
    expect(await again.json()).toEqual({});
  });

  it("unsubscribes with the signed link and refuses a forged one", async () => {
    // The admin CLI prints the link the server signs (the embedded database wants the server stopped).
    await server.stop();
    const link = new URL((await cli(db, "unsubscribe-link", "jurek@przyklad.pl")).trim());
    server = await startServer(db);
    const id = link.searchParams.get("token")?.split(".")[0];
    const forged = await fetch(
      `${server.url}/api/newsletter/unsubscribe?token=${id}.${"A".repeat(43)}`,
      { method: "POST" },
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Ten link do wypisania jest nieprawidłowy");
    const page = await fetch(`${server.url}${link.pathname}${link.search}`, { method: "POST" });
    expect(page.status).toBe(200);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("Wypisaliśmy Cię z\u00a0newslettera");
    expect(html).toContain("You have been unsubscribed");
    expect(html).not.toContain("<script");
    // Its one style block is allowed by hash, nothing else inline.
    expect(policy).not.toContain("unsafe-inline");
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
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
      // One notification per lead, and the newsletter's request to confirm the signup.
      expect((await store.outboxStatus()).pending).toBe(leads.length + subscribers.length);
    } finally {
      await database.close();
    }

    const rows = parseCsv(await cli(db, "export", "leads"));
    expect(rows[0]).toEqual([
      "id",
      "created_at",
      "name",
      "email",
      "company",
      "message",
      "lang",
      "endpoint",
      "page",
      "landing_page",
      "referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
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
    const withBom = await cli(db, "export", "subscribers", "--bom");
    expect(withBom.startsWith("\uFEFF")).toBe(true);
    expect(withBom).toContain("Ola.Nowak@przyklad.pl");
    expect(withBom).toContain("/api/newsletter/unsubscribe?token=");

    const today = new Date().toISOString().slice(0, 10);
    expect(parseCsv(await cli(db, "export", "leads", "--from", today, "--to", today))).toHaveLength(
      tricky.length + 2,
    );
    expect(parseCsv(await cli(db, "export", "leads", "--to", "2020-01-01"))).toHaveLength(1);
  });

  it("erases everything about one address", async () => {
    expect(await cli(db, "erase", "zofia@przyklad.pl")).toContain(
      "Erased 1 lead(s), 0 subscription(s), 0 discount code(s) and 1 queued mail(s).",
    );
    expect(await cli(db, "erase", "OLA.NOWAK@przyklad.pl")).toContain("1 subscription(s)");
    const { database, store } = await db.open();
    try {
      expect((await store.leads()).some((lead) => lead.email === "zofia@przyklad.pl")).toBe(false);
      expect(await store.subscribers()).toEqual([]);
      expect((await store.outboxStatus()).pending).toBe(tricky.length);
    } finally {
      await database.close();
    }
    expect(await cli(db, "outbox")).toContain(`pending: ${tricky.length}`);
  });
});
