import { describe, expect, it } from "vitest";
import type { Lead, Subscriber } from "../db/store.ts";
import { csvCell, leadsCsv, parseCsv, subscribersCsv, toCsv } from "./csv.ts";

/** Formulas hidden behind what a spreadsheet skips or trims before it looks. */
const disguisedFormulas = [
  ' =HYPERLINK("http://x","klik")',
  "\n=1+1",
  "\r\n=1+1",
  "\u200B=1+1",
  "\u202E=1+1",
  "\uFEFF+48 601",
  "\u00A0\u2060@SUM(A1)",
  "\u3000-2+3",
  "\u0007=1+1",
  "＝1+1",
  "\t\t=1+1",
];

const lead = (text: string): Lead => ({
  id: "0b7f2f4e-8a56-4c1b-9d53-2f6c1f3d9a10",
  endpointId: text,
  name: text,
  email: text,
  company: text,
  message: text,
  lang: text,
  idempotencyKey: "k",
  createdAt: new Date("2025-09-01T10:00:00Z"),
  page: text,
  landingPage: text,
  referrer: text,
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  utmTerm: text,
  utmContent: text,
});

const subscriber = (text: string): Subscriber => ({
  id: "5d0c8e4a-1f2b-4c3d-8e9f-0a1b2c3d4e5f",
  email: text,
  emailKey: text,
  lang: text,
  status: "confirmed",
  createdAt: new Date("2025-09-01T10:00:00Z"),
  signedUpAt: new Date("2025-09-01T10:00:00Z"),
  confirmedAt: new Date("2025-09-01T10:05:00Z"),
  consentForm: text,
  consentPage: text,
  consentVersion: text,
  confirmationSentAt: null,
  confirmationMails: 1,
  discountCode: text,
  codeRedeemedAt: null,
});

describe("CSV export", () => {
  it("keeps Polish characters, quotes, commas, new lines and emoji intact through a round trip", () => {
    const rows = [
      ["Zażółć gęślą jaźń", 'Firma "Łódź", sp. z o.o.', "linia 1\r\nlinia 2 😀", "O'Brien"],
    ];
    expect(parseCsv(toCsv(["a", "b", "c", "d"], rows))).toEqual([["a", "b", "c", "d"], ...rows]);
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+48 601")).toBe("'+48 601");
    expect(csvCell("zwykły tekst")).toBe("zwykły tekst");
  });

  it.each(disguisedFormulas)(
    "defuses a formula behind spaces or invisible characters: %j",
    (text) => {
      expect(parseCsv(toCsv(["a"], [[text]]))[1]).toEqual([`'${text}`]);
    },
  );

  it("leaves text that only contains a formula sign further on as it is", () => {
    for (const text of ["Jan = szef", "a+b@firma.pl", "\u200Bzwykły tekst", " 2-3 tygodnie"]) {
      expect(parseCsv(toCsv(["a"], [[text]]))[1]).toEqual([text]);
    }
  });

  it("defuses every text column of the lead and subscriber exports", () => {
    const formula = "\u200B=1+1";
    const [, leadRow = []] = parseCsv(leadsCsv([lead(formula)]));
    const [, subscriberRow = []] = parseCsv(subscribersCsv([subscriber(formula)], () => formula));
    // Leads: name, e-mail, company, message, language, form and the 8 attribution fields;
    // subscribers: e-mail, language, the 3 consent fields, the code and the link.
    for (const [row, columns] of [
      [leadRow, 14],
      [subscriberRow, 7],
    ] as const) {
      const texts = row.filter((cell) => cell.includes(formula));
      expect(texts).toEqual(Array(columns).fill(`'${formula}`));
    }
  });
});
