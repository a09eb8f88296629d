/**
 * The contact form and the newsletter posted by the browser itself, as
 * `application/x-www-form-urlencoded` to their pages (no app, or before it
 * runs): every bad input of the JSON API's suite (bad-input.test.ts) in this
 * encoding is refused the same way — what cannot exist in a posted form (an
 * endpoint id, a Bearer key, JSON syntax) by its counterpart here (a page that
 * takes no form, a post from another site, a broken escape) — answered by the
 * page again, in the visitor's language, and nothing is stored. Good posts land
 * on the thank-you page, stored once, with their mail queued; the spam checks
 * and the limits hold.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { MAX_POSTED_BODY_BYTES } from "../../server/api/form-door.ts";
import { contactLimits } from "../../shared/forms/fields.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import {
  type Answer,
  type Backend,
  backends,
  createTestDatabase,
  type RunningServer,
  readAnswer,
  request,
  startServer,
  type TestDatabase,
} from "./helpers.ts";

/**
 * A server of a describe block's own, on a fresh database of `backend`, with the settings
 * its tests need; `stopAndOpen` stops it and opens what it stored, closed when the test ends.
 */
function serverOfItsOwn(backend: Backend, env: Record<string, string>) {
  let db: TestDatabase | undefined;
  let running: RunningServer | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    running = await startServer(db, env);
  });
  afterAll(async () => {
    await running?.stop();
    await db?.dispose();
  });
  return {
    get server(): RunningServer {
      if (!running) throw new Error("the block's server has not started");
      return running;
    },
    async stopAndOpen() {
      if (!running || !db) throw new Error("the block's server has not started");
      await running.stop();
      const { database, store } = await db.open();
      onTestFinished(() => database.close());
      return store;
    },
  };
}

const pl = dictionaries.pl;
const en = dictionaries.en;
const FORM = "application/x-www-form-urlencoded";

type Fields = Record<string, string>;

const contactFields = (overrides: Fields = {}): Fields => ({
  subject: "consultation",
  "Imie i Nazwisko": "Zofia Świątek-Żółkiewska",
  Email: "zofia@przyklad.pl",
  "Nazwa Firmy": "Piekarnia „Pod Wałami” s.c.",
  Opis: "Dzień dobry, potrzebujemy nowego logo i strony. Budżet ok. 8 000 zł — czy to realne? 🍞",
  _fill: "5000",
  _idem: "",
  website: "",
  ...overrides,
});

const encode = (fields: Fields) => new URLSearchParams(fields).toString();

interface Post {
  path?: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  from?: string;
}

/** A form post as a browser sends it: from this site, urlencoded. */
function post(
  server: RunningServer,
  { path = "/kontakt", method = "POST", body, headers, from }: Post,
) {
  return request(server, {
    path,
    method,
    from,
    headers: {
      "Content-Type": FORM,
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body,
  });
}

const contact =
  (fields: Fields, more: Omit<Post, "body"> = {}) =>
  (server: RunningServer) =>
    post(server, { ...more, body: encode(fields) });
const newsletter =
  (fields: Fields, more: Omit<Post, "body" | "path"> = {}) =>
  (server: RunningServer) =>
    post(server, { ...more, path: "/?index", body: encode(fields) });
const raw = (more: Post) => (server: RunningServer) => post(server, more);

/** A chunked upload of `size` bytes; `pace` slows it to a trickle. */
function chunkedUpload(size: number, pace = { chunk: 8192, pauseMs: 0 }) {
  return (server: RunningServer) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(`${server.url}/kontakt`);
      const outgoing = http.request(
        url,
        {
          method: "POST",
          headers: { "Content-Type": FORM, "Transfer-Encoding": "chunked" },
        },
        (response) => {
          void readAnswer(response).then((answer) => {
            resolve(answer);
            outgoing.destroy();
          }, reject);
        },
      );
      outgoing.on("error", (error) => {
        if (!outgoing.destroyed) reject(error);
      });
      let answered = false;
      outgoing.once("response", () => {
        answered = true;
      });
      const chunk = Buffer.alloc(pace.chunk, "a");
      let sent = 0;
      const pump = () => {
        if (answered || outgoing.destroyed) return;
        if (sent >= size) {
          outgoing.end();
          return;
        }
        sent += chunk.length;
        outgoing.write(chunk, () =>
          pace.pauseMs ? setTimeout(pump, pace.pauseMs) : setImmediate(pump),
        );
      };
      outgoing.write("Opis=");
      pump();
    });
}

interface Case {
  name: string;
  status: number;
  send: (server: RunningServer) => Promise<Answer>;
  /** What the page says (the form API's message); none for a page that takes no form. */
  says?: string;
}

const long = (n: number) => "ą".repeat(n);
const ta = pl.formApi;

const cases: Case[] = [
  // No endpoint id in a posted form: the counterpart is a page that takes none.
  {
    name: "a page that takes no form",
    status: 405,
    send: contact(contactFields(), { path: "/uslugi" }),
  },
  {
    name: "the blog, which takes no form",
    status: 405,
    send: contact(contactFields(), { path: "/blog" }),
  },
  {
    name: "an unknown page",
    status: 404,
    send: contact(contactFields(), { path: "/nie-ma-takiej" }),
  },
  // No Bearer key either: a form may only be posted from this site.
  {
    name: "posted from another site (Sec-Fetch-Site)",
    status: 403,
    says: ta.crossSite,
    send: contact(contactFields(), {
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://inny.example" },
    }),
  },
  {
    name: "posted from another site (Origin only)",
    status: 403,
    says: ta.crossSite,
    send: contact(contactFields(), {
      headers: { "Sec-Fetch-Site": "", Origin: "https://inny.example" },
    }),
  },
  {
    name: "posted from an opaque origin",
    status: 403,
    says: ta.crossSite,
    send: contact(contactFields(), { headers: { "Sec-Fetch-Site": "", Origin: "null" } }),
  },
  {
    name: "posted from a sibling site",
    status: 403,
    says: ta.crossSite,
    send: contact(contactFields(), { headers: { "Sec-Fetch-Site": "same-site" } }),
  },
  // Content types.
  {
    name: "no Content-Type",
    status: 415,
    says: ta.malformed,
    send: (server) =>
      request(server, {
        path: "/kontakt",
        method: "POST",
        headers: { Origin: server.url },
        body: encode(contactFields()),
      }),
  },
  {
    name: "text/plain",
    status: 415,
    says: ta.malformed,
    send: raw({ body: encode(contactFields()), headers: { "Content-Type": "text/plain" } }),
  },
  {
    name: "JSON to a page",
    status: 415,
    says: ta.malformed,
    send: raw({
      body: JSON.stringify(contactFields()),
      headers: { "Content-Type": "application/json" },
    }),
  },
  {
    name: "multipart form data",
    status: 415,
    says: ta.malformed,
    send: raw({
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="Email"\r\n\r\na@b.pl\r\n--x--',
    }),
  },
  {
    name: "a form in another charset",
    status: 415,
    says: ta.malformed,
    send: raw({
      body: encode(contactFields()),
      headers: { "Content-Type": `${FORM}; charset=iso-8859-2` },
    }),
  },
  // Malformed bodies.
  {
    name: "a broken escape",
    status: 400,
    says: ta.malformed,
    send: raw({ body: "Imie+i+Nazwisko=Jan%ZZ&Email=a%40b.pl" }),
  },
  {
    name: "an escape cut short",
    status: 400,
    says: ta.malformed,
    send: raw({ body: "Opis=abc%4" }),
  },
  {
    name: "invalid UTF-8 in an escape",
    status: 400,
    says: ta.malformed,
    send: raw({ body: "Opis=%C3%28%FF" }),
  },
  {
    name: "overlong UTF-8 encoding",
    status: 400,
    says: ta.malformed,
    send: raw({ body: "Opis=%C0%AF" }),
  },
  {
    name: "a lone surrogate escaped",
    status: 400,
    says: ta.malformed,
    send: raw({ body: "Opis=%ED%A0%80" }),
  },
  {
    name: "a field named twice",
    status: 400,
    says: ta.malformed,
    send: raw({ body: `${encode(contactFields())}&Email=inny%40nowak.pl` }),
  },
  {
    name: "an attempt's key with spaces",
    status: 400,
    says: ta.malformed,
    send: contact(contactFields({ _idem: `spaces are not allowed ${"x".repeat(20)}` })),
  },
  {
    name: "an attempt's key over 200 characters",
    status: 400,
    says: ta.malformed,
    send: contact(contactFields({ _idem: "k".repeat(201) })),
  },
  // Size and time.
  {
    name: "body over the posted forms' limit (every field at its own, URL-encoded, fits)",
    status: 413,
    says: ta.tooLarge,
    send: contact(contactFields({ Opis: "x".repeat(MAX_POSTED_BODY_BYTES) })),
  },
  { name: "huge chunked body (2 MB)", status: 413, send: chunkedUpload(2 * 1024 * 1024) },
  {
    name: "a body that trickles in too slowly",
    status: 408,
    send: chunkedUpload(1000, { chunk: 1, pauseMs: 300 }),
  },
  // Methods.
  { name: "PUT", status: 405, send: contact(contactFields(), { method: "PUT" }) },
  { name: "DELETE", status: 405, send: raw({ method: "DELETE" }) },
  { name: "PATCH", status: 405, send: contact(contactFields(), { method: "PATCH" }) },
  // Fields.
  { name: "no fields at all", status: 422, says: ta.invalid, send: raw({ body: "" }) },
  {
    name: "message missing",
    status: 422,
    says: ta.invalid,
    send: raw({
      body: encode({ "Imie i Nazwisko": "Jan Kowalski", Email: "jan@x.pl", _fill: "5000" }),
    }),
  },
  {
    name: "name shorter than 3",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ "Imie i Nazwisko": "Al" })),
  },
  {
    name: "message shorter than 10",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Opis: "Za krótko" })),
  },
  {
    name: "message shorter than 10 even with a subject chosen",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ subject: "audit", Opis: "Audyt" })),
  },
  {
    name: "message of spaces only",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Opis: "            " })),
  },
  {
    name: "name of spaces only",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ "Imie i Nazwisko": "      " })),
  },
  {
    name: "name of bidi controls only (shown as nothing)",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ "Imie i Nazwisko": "\u202E\u2066\u200F\u061C" })),
  },
  {
    name: "over-long name",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ "Imie i Nazwisko": long(121) })),
  },
  {
    name: "over-long company",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ "Nazwa Firmy": long(161) })),
  },
  {
    name: "over-long message (under 16 KB)",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Opis: "w".repeat(5001) })),
  },
  {
    name: "invalid e-mail",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Email: "jan@" })),
  },
  {
    name: "e-mail with a space",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Email: "jan kowalski@x.pl" })),
  },
  {
    name: "e-mail over 254 characters",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Email: `${"a".repeat(250)}@x.pl` })),
  },
  {
    name: "HTML/script as the e-mail",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Email: "<script>alert(1)</script>@x.pl" })),
  },
  {
    name: "SQL-looking e-mail",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Email: "'; DROP TABLE submissions; --" })),
  },
  {
    name: "NUL byte in the message",
    status: 422,
    says: ta.invalid,
    send: contact(contactFields({ Opis: "Dzień dobry\u0000, potrzebuję strony" })),
  },
  {
    name: "only unknown fields",
    status: 422,
    says: ta.invalid,
    send: raw({
      body: encode({
        imie: "Jan",
        mail: "jan@x.pl",
        tresc: "Dzień dobry, proszę o kontakt.",
        _fill: "5000",
      }),
    }),
  },
  {
    name: "newsletter without e-mail",
    status: 422,
    says: ta.invalid,
    send: newsletter({ mail: "jan@x.pl", _fill: "5000" }),
  },
  {
    name: "newsletter with an invalid e-mail",
    status: 422,
    says: ta.invalid,
    send: newsletter({ email: "nie-email", _fill: "5000" }),
  },
  {
    name: "newsletter e-mail empty",
    status: 422,
    says: ta.invalid,
    send: newsletter({ email: "", _fill: "5000" }),
  },
  {
    name: "newsletter e-mail with a header injected after a line break",
    status: 422,
    says: ta.invalid,
    send: newsletter({ email: "jan@x.pl\r\nBcc: wszyscy@x.pl", _fill: "5000" }),
  },
  {
    name: "newsletter posted to the home page without its ?index (the layout takes no form)",
    status: 405,
    send: raw({ path: "/", body: encode({ email: "jan@x.pl", _fill: "5000" }) }),
  },
];

describe.each(backends)("forms posted to their pages on %s", (backend) => {
  const block = serverOfItsOwn(backend, { FORM_BODY_TIMEOUT_MS: "1500", FORM_MIN_FILL_MS: "" });

  it("has a counterpart for the JSON API's bad inputs", () => {
    expect(cases.length).toBeGreaterThanOrEqual(45);
  });

  it.each(cases)("$name → $status with the page again", async ({ send, status, says }) => {
    const answer = await send(block.server);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    if (says) {
      // A post from elsewhere is refused before any page is rendered: a line of text.
      expect(answer.headers.get("content-type")).toMatch(
        status === 403 ? /^text\/plain/ : /^text\/html/,
      );
      expect(answer.body).toContain(says);
    }
  });

  it("says it in English on an English page, and keeps the visitor's input", async () => {
    const answer = await post(block.server, {
      path: "/en/kontakt",
      body: encode(contactFields({ "Imie i Nazwisko": "Jo", Email: "jo@example" })),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toContain(en.formApi.invalid);
    expect(answer.body).toContain(en.fieldErrors.tooShort.name);
    expect(answer.body).toContain(en.fieldErrors.invalidEmail);
    expect(answer.body).toContain('value="Jo"');
    expect(answer.body).toContain('value="jo@example"');
  });

  it("stored none of it", async () => {
    const store = await block.stopAndOpen();
    expect(await store.leads()).toEqual([]);
    expect(await store.subscribers()).toEqual([]);
    expect((await store.outboxStatus()).pending).toBe(0);
  });
});

describe.each(backends)("good and quietly discarded posts on %s", (backend) => {
  const block = serverOfItsOwn(backend, {
    FORM_MIN_FILL_MS: "",
    FORM_RATE_LIMIT_IP_SCRIPTLESS: "2",
  });

  it("a good contact post lands on the thank-you page of its language (303)", async () => {
    const answer = await post(block.server, {
      path: "/en/kontakt",
      body: encode(contactFields({ Email: "first@przyklad.pl", _idem: "attempt-1" })),
      headers: { Referer: `${block.server.url}/en/kontakt?utm_source=newsletter&utm_medium=email` },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/en/kontakt/dziekujemy");
  });

  it("the same attempt posted again (its key repeated) is stored once", async () => {
    const again = await post(block.server, {
      path: "/en/kontakt",
      body: encode(contactFields({ Email: "first@przyklad.pl", _idem: "attempt-1" })),
    });
    expect(again.status).toBe(303);
  });

  it("a form posted with no script at all is stored, and the same message twice only once", async () => {
    const fields = contactFields({ Email: "noscript@przyklad.pl", _fill: "", subject: "quote" });
    for (let i = 0; i < 2; i++) {
      expect((await post(block.server, { body: encode(fields), from: "127.0.0.2" })).status).toBe(
        303,
      );
    }
  });

  it("forms posted with no script count against a stricter allowance per sender, valid ones only", async () => {
    const refused = await post(block.server, {
      body: encode(contactFields({ _fill: "", Email: "x" })),
      from: "127.0.0.2",
    });
    expect(refused.status).toBe(422);
    const third = await post(block.server, {
      body: encode(contactFields({ _fill: "", Email: "third@przyklad.pl" })),
      from: "127.0.0.2",
    });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.body).toContain('value="third@przyklad.pl"');
    // Another sender is not affected.
    const other = await post(block.server, {
      body: encode(contactFields({ _fill: "", Email: "other@przyklad.pl" })),
      from: "127.0.0.3",
    });
    expect(other.status).toBe(303);
  });

  it("a filled honeypot or a form sent too fast looks sent and is stored nowhere", async () => {
    // From a sender of its own: every post to a page counts against the stricter allowance.
    const honeypot = await post(block.server, {
      body: encode(contactFields({ website: "https://spam.example", Email: "bot1@spam.example" })),
      from: "127.0.0.4",
    });
    expect(honeypot.status).toBe(303);
    const fast = await post(block.server, {
      body: encode(contactFields({ _fill: "120", Email: "bot2@spam.example" })),
      from: "127.0.0.4",
    });
    expect(fast.status).toBe(303);
  });

  it("a newsletter sign-up posted to the home page lands on its thank-you page", async () => {
    const answer = await post(block.server, {
      path: "/?index",
      body: encode({
        email: "Marek@Przyklad.pl",
        _fill: "4000",
        _consent: "2026-11-23.2",
        website: "",
      }),
      headers: { Referer: `${block.server.url}/` },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/newsletter/dziekujemy");
  });

  it("stored each lead once, with its attribution and subject, and queued each mail", async () => {
    const store = await block.stopAndOpen();
    const leads = await store.leads();
    expect(leads.map((lead) => [lead.email, lead.lang])).toEqual([
      ["first@przyklad.pl", "en"],
      ["noscript@przyklad.pl", "pl"],
      ["other@przyklad.pl", "pl"],
    ]);
    expect(leads[0]).toMatchObject({
      page: "/en/kontakt",
      landingPage: "/en/kontakt",
      utmSource: "newsletter",
      utmMedium: "email",
    });
    expect(leads[1]?.message).toBe(
      `${pl.contactForm.subjectPrefix} ${pl.contactForm.subjects.quote}\n\n${contactFields().Opis}`,
    );
    const subscribers = await store.subscribers();
    expect(
      subscribers.map((row) => [row.email, row.status, row.consentPage, row.consentVersion]),
    ).toEqual([["Marek@Przyklad.pl", "pending", "/", "2026-11-23.2"]]);
    expect((await store.outboxStatus()).pending).toBe(4);
  });
});

describe.each(backends)("the stricter allowance of posted forms on %s", (backend) => {
  const block = serverOfItsOwn(backend, {
    FORM_MIN_FILL_MS: "",
    FORM_RATE_LIMIT_IP_SCRIPTLESS: "3",
  });

  it("counts every post to a page, whatever fill time it claims: three stored of six", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const fields = contactFields({ _fill: "99999", Email: `wypelniony${i}@przyklad.pl` });
      statuses.push((await post(block.server, { body: encode(fields), from: "127.0.0.5" })).status);
    }
    expect(statuses).toEqual([303, 303, 303, 429, 429, 429]);
    // Another sender has an allowance of its own.
    const other = contactFields({ _fill: "4000", Email: "inny@przyklad.pl" });
    expect((await post(block.server, { body: encode(other), from: "127.0.0.6" })).status).toBe(303);
    const store = await block.stopAndOpen();
    expect((await store.leads()).map((lead) => lead.email).sort()).toEqual([
      "inny@przyklad.pl",
      "wypelniony0@przyklad.pl",
      "wypelniony1@przyklad.pl",
      "wypelniony2@przyklad.pl",
    ]);
  });
});

describe.each(backends)("the same message posted again without a script on %s", (backend) => {
  const block = serverOfItsOwn(backend, {
    FORM_MIN_FILL_MS: "",
    FORM_RATE_LIMIT_IP_SCRIPTLESS: "100",
    FORM_REPEAT_WINDOW_MS: "1500",
  });

  const noScript = (overrides: Fields) => contactFields({ _fill: "", ...overrides });

  it("stores the same words under another subject as a lead of their own", async () => {
    for (const subject of ["consultation", "audit"]) {
      const fields = noScript({ Email: "temat@przyklad.pl", subject });
      expect((await post(block.server, { body: encode(fields) })).status).toBe(303);
    }
  });

  it("stores a message posted twice at once once, and again once the window has passed", async () => {
    const fields = noScript({ Email: "ponownie@przyklad.pl" });
    const twice = await Promise.all([1, 2].map(() => post(block.server, { body: encode(fields) })));
    expect(twice.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await post(block.server, { body: encode(fields) })).status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await post(block.server, { body: encode(fields) })).status).toBe(303);
  });

  it("stored two leads for each", async () => {
    const store = await block.stopAndOpen();
    const leads = await store.leads();
    // The default subject (a consultation) leaves the message as written.
    const messages = leads
      .filter((lead) => lead.email === "temat@przyklad.pl")
      .map((lead) => lead.message);
    expect(messages.sort()).toEqual(
      [
        contactFields().Opis,
        `${pl.contactForm.subjectPrefix} ${pl.contactForm.subjects.audit}\n\n${contactFields().Opis}`,
      ].sort(),
    );
    expect(leads.filter((lead) => lead.email === "ponownie@przyklad.pl")).toHaveLength(2);
  });
});

/** Polish text of exactly `length` characters, most of them letters with diacritics. */
const polish = (length: number) =>
  "Żółć ąęśń źćł óżą. ".repeat(Math.ceil(length / 19)).slice(0, length);

describe.each(backends)("long posts and what comes back on %s", (backend) => {
  const block = serverOfItsOwn(backend, {
    FORM_MIN_FILL_MS: "",
    FORM_RATE_LIMIT_IP: "3",
    FORM_RATE_LIMIT_IP_SCRIPTLESS: "100",
  });

  const longest = contactFields({
    _fill: "",
    "Imie i Nazwisko": polish(contactLimits.name.max),
    Email: "dlugi@przyklad.pl",
    "Nazwa Firmy": polish(contactLimits.company.max),
    Opis: polish(contactLimits.message.max),
  });

  it("stores a 5,000-character Polish message posted without a script, every field at its limit", async () => {
    // Each Polish letter takes six bytes URL-encoded: the body is far over the JSON API's 16 KB.
    expect(encode(longest).length).toBeGreaterThan(20_000);
    const answer = await post(block.server, { body: encode(longest), from: "127.0.0.40" });
    expect(answer.status).toBe(303);
  });

  it("shows what the visitor typed again when the sender's allowance is used up", async () => {
    for (let i = 0; i < 3; i++) {
      const invalid = contactFields({ Email: "nie-e-mail" });
      expect((await post(block.server, { body: encode(invalid), from: "127.0.0.41" })).status).toBe(
        422,
      );
    }
    const refused = await post(block.server, {
      body: encode(contactFields({ Email: "cierpliwy@przyklad.pl" })),
      from: "127.0.0.41",
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('value="cierpliwy@przyklad.pl"');
    expect(refused.body).toContain(contactFields().Opis);
  });

  it("shows the fields that arrived again when the body is over the limit", async () => {
    const answer = await post(block.server, {
      body: `${encode({ "Imie i Nazwisko": "Jan Nowak", Email: "jan@przyklad.pl" })}&Opis=${"a".repeat(MAX_POSTED_BODY_BYTES)}`,
      from: "127.0.0.42",
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('value="Jan Nowak"');
    expect(answer.body).toContain('value="jan@przyklad.pl"');
  });

  it("stored the long message as it was written", async () => {
    const store = await block.stopAndOpen();
    const leads = await store.leads();
    expect(leads.map((lead) => [lead.name, lead.company, lead.message])).toEqual([
      [longest["Imie i Nazwisko"], longest["Nazwa Firmy"], longest.Opis],
    ]);
    expect(longest.Opis).toHaveLength(5000);
  });
});
