/**
 * First-party lead attribution: the page a lead was sent from, the visit's
 * landing page, external referrer and UTM parameters travel in one header,
 * are checked field by field, stored with the lead, and shown in the
 * notification mail and the CSV export. Malformed values are dropped, never
 * the lead.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../server/cli/csv.ts";
import { encodeAttribution } from "../../shared/forms/attribution.ts";
import { closeSmtp, fastWorker, startSmtp, type TestSmtp, textOf } from "../support/smtp.ts";
import {
  admin,
  backends,
  contactBody,
  createTestDatabase,
  type RunningServer,
  startServer,
  submit,
  type TestDatabase,
  until,
} from "./helpers.ts";

const fromCampaign = {
  page: "/kontakt",
  landingPage: "/blog/identyfikacja-wizualna",
  referrer: "https://www.google.com/",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "jesień-2026 „rebranding”",
  utmTerm: "logo szczecin",
  utmContent: "baner-górny",
};

describe.each(backends)("lead attribution on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer | undefined;
  let smtp: TestSmtp;
  const ids: Record<string, string> = {};

  async function send(name: string, header?: string): Promise<void> {
    const response = await submit(
      server as RunningServer,
      contactBody({ Email: `${name}@przyklad.pl` }),
      {
        headers: header === undefined ? {} : { "X-Lead-Attribution": header },
      },
    );
    expect(response.status).toBe(201);
    ids[name] = ((await response.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    smtp = await startSmtp();
    server = await startServer(db, { ...fastWorker, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await send("kampania", encodeAttribution(fromCampaign));
    await send("bez-naglowka");
    await send(
      "zepsute",
      new URLSearchParams({
        page: "//evil.example/kontakt",
        landingPage: "/uslugi",
        referrer: "javascript:alert(1)",
        utmSource: "x".repeat(151),
        utmMedium: "cpc\u0000",
        utmCampaign: "zima",
        utmTerm: "faktura\u202Egpj.exe",
        utmContent: "baner\u200B-górny",
      }).toString(),
    );
    await until(() => smtp.mails.length >= 3, 15_000);
    await server.stop();
    server = undefined;
  });

  afterAll(async () => {
    await server?.stop();
    await closeSmtp(smtp.server);
    await db?.dispose();
  });

  it("stores the page, landing page, referrer and UTM values with the lead", async () => {
    const { database, store } = await db.open();
    try {
      const leads = await store.leads();
      expect(leads.find((lead) => lead.id === ids.kampania)).toMatchObject(fromCampaign);
      expect(leads.find((lead) => lead.id === ids["bez-naglowka"])).toMatchObject({
        page: null,
        landingPage: null,
        referrer: null,
        utmSource: null,
      });
      // Each malformed value is dropped on its own; the good ones and the lead stay.
      expect(leads.find((lead) => lead.id === ids.zepsute)).toMatchObject({
        page: null,
        landingPage: "/uslugi",
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: "zima",
        utmTerm: null,
        utmContent: null,
      });
    } finally {
      await database.close();
    }
  });

  it("shows them in the notification mail", () => {
    const mail = smtp.mails.find((each) => textOf(each.raw).includes("kampania@przyklad.pl"));
    const text = textOf(mail?.raw ?? "");
    expect(text).toContain("Wysłano ze strony: /kontakt");
    expect(text).toContain("Strona wejścia: /blog/identyfikacja-wizualna");
    expect(text).toContain("Przyszedł z: https://www.google.com/");
    expect(text).toContain("utm_campaign: jesień-2026 „rebranding”");
    expect(text).toContain("utm_content: baner-górny");
    const plain = smtp.mails.find((each) => textOf(each.raw).includes("bez-naglowka@przyklad.pl"));
    expect(textOf(plain?.raw ?? "")).not.toContain("Strona wejścia");
    // Bidi and zero-width characters never reach the mail.
    const broken = textOf(
      smtp.mails.find((each) => textOf(each.raw).includes("zepsute@przyklad.pl"))?.raw ?? "",
    );
    expect(broken).toContain("utm_campaign: zima");
    expect(broken).not.toMatch(/[\u202E\u200B]/);
  });

  it("shows them in the CSV export", async () => {
    const result = await admin(db, ["export", "leads"]);
    expect(result.code).toBe(0);
    const [header = [], ...rows] = parseCsv(result.stdout);
    const row = rows.find((cells) => cells[0] === ids.kampania) ?? [];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("page")).toBe("/kontakt");
    expect(cell("landing_page")).toBe("/blog/identyfikacja-wizualna");
    expect(cell("referrer")).toBe("https://www.google.com/");
    expect(cell("utm_source")).toBe("newsletter");
    expect(cell("utm_medium")).toBe("email");
    expect(cell("utm_campaign")).toBe("jesień-2026 „rebranding”");
    expect(cell("utm_term")).toBe("logo szczecin");
    expect(cell("utm_content")).toBe("baner-górny");
  });
});
