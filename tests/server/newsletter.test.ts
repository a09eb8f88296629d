/**
 * The newsletter end to end, against the real server and a real SMTP server:
 * a signup gets exactly one confirmation mail; opening its link changes
 * nothing; the page's POST confirms and exactly one welcome mail brings the
 * stored code; signing up again while pending or after confirming sends
 * nothing more; a link scanner fetching every URL in the mails changes no
 * one's subscription; the one-click unsubscribe removes the subscriber (their
 * discount code stays, tied to no address).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../content/site.ts";
import type { Store } from "../../server/db/store.ts";
import { consentHeaders, newsletterConsentVersion } from "../../shared/forms/fields.ts";
import {
  closeSmtp,
  fastWorker,
  type Received,
  startSmtp,
  type TestSmtp,
  textOf,
} from "../support/smtp.ts";
import {
  backends,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  request,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

const ela = "Ela.Kowalska@przyklad.pl";
const ben = "ben.carter@example.co.uk";

/** The URLs in a mail's text and its List-Unsubscribe header. */
function urlsIn(mail: Received): string[] {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(head)?.[1];
  const inText = textOf(mail.raw).match(/https?:\/\/[^\s<>]+/g) ?? [];
  return [...inText, ...(header ? [header] : [])];
}

/** A link in a mail (to the live site) as a path and query on the test server. */
const onServer = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(site.url);
  return `${parsed.pathname}${parsed.search}`;
};

const confirmLinkIn = (mail: Received | undefined) =>
  onServer(
    urlsIn(mail ?? { from: "", to: [], raw: "" }).find((url) => url.includes("/confirm?")) ?? "",
  );

describe.each(backends)("newsletter with confirmed opt-in on %s", (backend) => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let server: RunningServer;
  let markers = 0;

  const serve = async () => {
    server = await startServer(db, { ...fastWorker, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  };

  const signUp = (email: string, lang: "pl" | "en", page: string) =>
    submit(
      server,
      { email },
      {
        endpoint: newsletter,
        headers: {
          "Accept-Language": lang,
          [consentHeaders.page]: page,
          [consentHeaders.version]: newsletterConsentVersion,
        },
      },
    );

  /**
   * Waits until every mail queued so far has been sent: the outbox sends in
   * order, so once a lead notification queued now arrives, so has everything
   * before it. Then nothing more can arrive until something new is queued.
   */
  async function settled(): Promise<void> {
    const marker = `znacznik-${++markers}@przyklad.pl`;
    expect((await submit(server, contactBody({ Email: marker }))).status).toBe(201);
    await until(() => smtp.mails.some((mail) => mail.raw.includes(marker)), 60_000);
  }

  const mailsTo = (email: string) =>
    smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()));

  /** Reads the database; the embedded one only while the server is stopped (it is one process's). */
  async function whileStopped<T>(read: (store: Store) => Promise<T>): Promise<T> {
    const pglite = db.backend === "pglite";
    if (pglite) await server.stop();
    const { database, store } = await db.open();
    try {
      return await read(store);
    } finally {
      await database.close();
      if (pglite) await serve();
    }
  }

  /** Every subscriber's row by lower-cased address. */
  const stored = () =>
    whileStopped(
      async (store) =>
        new Map((await store.subscribers()).map((row) => [row.email.toLowerCase(), row])),
    );
  const key = (email: string) => email.toLowerCase();

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    smtp = await startSmtp();
    await serve();
  });

  afterAll(async () => {
    await server?.stop();
    if (smtp) await closeSmtp(smtp.server);
    await db?.dispose();
  });

  it("a signup gets exactly one confirmation mail, in its language, asking to confirm", async () => {
    expect((await signUp(ela, "pl", "/")).status).toBe(201);
    expect((await signUp(ben, "en", "/en")).status).toBe(201);
    await settled();

    const [polish] = mailsTo(ela);
    expect(mailsTo(ela)).toHaveLength(1);
    expect(textOf(polish?.raw ?? "")).toContain(
      "Ktoś\u00a0– najpewniej Ty\u00a0– zapisał ten adres",
    );
    expect(polish?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(confirmLinkIn(polish)).toMatch(/^\/api\/newsletter\/confirm\?token=[^&]+&lang=pl$/);

    const [english] = mailsTo(ben);
    expect(mailsTo(ben)).toHaveLength(1);
    expect(textOf(english?.raw ?? "")).toContain(
      "Someone — most likely you — signed this address up",
    );
    expect(confirmLinkIn(english)).toMatch(/&lang=en$/);
  });

  it("the link opens a page in the signup's language whose button POSTs; opening it confirms nothing", async () => {
    for (const [email, heading, button] of [
      [ela, "Potwierdź zapis do newslettera", ">Potwierdzam zapis</button>"],
      [ben, "Confirm your newsletter subscription", ">Confirm my subscription</button>"],
    ] as const) {
      const link = confirmLinkIn(mailsTo(email)[0]);
      for (let visit = 0; visit < 3; visit++) {
        const page = await request(server, { path: link });
        expect(page.status).toBe(200);
        expect(page.body).toContain(`<h1>${heading}</h1>`);
        expect(page.body).toContain(button);
        expect(page.body).toMatch(/<form method="post" action="\/api\/newsletter\/confirm\?token=/);
        expect(page.body).toContain('<meta name="robots" content="noindex">');
        expect(page.body).not.toContain("<script");
        expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
        expect(page.headers.get("x-robots-tag")).toBe("noindex");
      }
    }
    await settled();
    expect(mailsTo(ela)).toHaveLength(1);
    expect((await stored()).get(key(ela))?.status).toBe("pending");
  });

  it("signing up again while pending sends no second confirmation within ten minutes", async () => {
    expect((await signUp("ela.kowalska@PRZYKLAD.pl", "pl", "/")).status).toBe(201);
    await settled();
    expect(mailsTo(ela)).toHaveLength(1);
  });

  it("a link scanner fetching every URL in the confirmation mails changes no subscription", async () => {
    for (const mail of [...mailsTo(ela), ...mailsTo(ben)]) {
      for (const url of urlsIn(mail)) {
        expect((await request(server, { path: onServer(url) })).status).toBeLessThan(400);
      }
    }
    await settled();
    expect(mailsTo(ela)).toHaveLength(1);
    const rows = await stored();
    expect(rows.get(key(ela))).toMatchObject({
      status: "pending",
      confirmedAt: null,
      discountCode: null,
    });
    expect(rows.get(key(ben))?.status).toBe("pending");
  });

  it("the page's POST confirms and exactly one welcome mail brings the stored code", async () => {
    const link = confirmLinkIn(mailsTo(ela)[0]);
    const confirmed = await request(server, { path: link, method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain("Dziękujemy! Zapis potwierdzony");
    // A way back to the site.
    expect(confirmed.body).toContain('<a href="/">Wróć na stronę główną</a>');
    await settled();

    const mails = mailsTo(ela);
    expect(mails).toHaveLength(2);
    const welcome = textOf(mails[1]?.raw ?? "");
    const code = /Twój kod rabatowy: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(welcome)?.[1];
    expect(code).toBeDefined();
    expect(welcome).toContain("Warunki oferty:");
    expect(welcome).toContain("/api/newsletter/unsubscribe?token=");
    expect(mails[1]?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);

    const row = (await stored()).get(key(ela));
    expect(row).toMatchObject({
      status: "confirmed",
      discountCode: code,
      lang: "pl",
      consentForm: newsletter.endpointId,
      consentPage: "/",
      consentVersion: newsletterConsentVersion,
    });
    expect(row?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(
      row?.signedUpAt.getTime() ?? Infinity,
    );
  });

  it("confirming again or signing up again after confirming sends nothing more", async () => {
    const again = await request(server, { path: confirmLinkIn(mailsTo(ela)[0]), method: "POST" });
    expect(again.status).toBe(200);
    expect(again.body).toContain("Ten zapis jest już potwierdzony");
    expect((await signUp(ela, "pl", "/")).status).toBe(201);
    await settled();
    expect(mailsTo(ela)).toHaveLength(2);
  });

  it("a link scanner fetching every URL in the welcome mail changes no subscription", async () => {
    const code = (await stored()).get(key(ela))?.discountCode;
    for (const url of urlsIn(mailsTo(ela)[1] ?? { from: "", to: [], raw: "" })) {
      expect((await request(server, { path: onServer(url) })).status).toBeLessThan(400);
    }
    await settled();
    expect((await stored()).get(key(ela))).toMatchObject({
      status: "confirmed",
      discountCode: code,
    });
  });

  it("an unsubscribe link cannot confirm, nor a confirmation link unsubscribe", async () => {
    const benLink = new URL(`${server.url}${confirmLinkIn(mailsTo(ben)[0])}`);
    const token = benLink.searchParams.get("token") ?? "";
    const asUnsubscribe = await request(server, {
      path: `/api/newsletter/unsubscribe?token=${token}`,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(asUnsubscribe.status).toBe(400);
    const elaUnsubscribe = urlsIn(mailsTo(ela)[1] ?? { from: "", to: [], raw: "" }).find((url) =>
      url.includes("/unsubscribe?"),
    );
    const elaToken = new URL(elaUnsubscribe ?? "").searchParams.get("token") ?? "";
    const asConfirm = await request(server, {
      path: `/api/newsletter/confirm?token=${elaToken}&lang=pl`,
      method: "POST",
    });
    expect(asConfirm.status).toBe(400);
    expect(asConfirm.body).toContain("Ten link potwierdzający jest nieprawidłowy");
    expect((await stored()).get(key(ben))?.status).toBe("pending");
  });

  it("the one-click unsubscribe removes the subscriber and their mails, and keeps their code without the address", async () => {
    const code = (await stored()).get(key(ela))?.discountCode;
    const head = (mailsTo(ela)[1]?.raw ?? "").split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ");
    const link = /^List-Unsubscribe: <([^>]+)>/im.exec(head ?? "")?.[1] ?? "";
    const oneClick = await request(server, {
      path: onServer(link),
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    await whileStopped(async (store) => {
      expect((await store.subscribers()).map((row) => row.email)).toEqual([ben]);
      // The offer comes once per person: the code stays, tied to no address.
      expect(await store.discountCodes()).toEqual([
        { code, email: null, issuedAt: expect.any(Date), redeemedAt: null },
      ]);
      // The mails about her went with her; only the lead notifications and Ben's mail are left.
      expect((await store.outboxStatus()).sent).toBe(markers + 1);
    });
    // Its confirmation link now says so instead of offering to confirm.
    const gone = await request(server, { path: confirmLinkIn(mailsTo(ela)[0]) });
    expect(gone.status).toBe(410);
    expect(gone.body).toContain("Ten link już nie działa");
    expect(gone.body).toContain("po 7 dniach");
  });
});
