/**
 * Every kind of bad request gets a 4xx with a JSON `{ message }`, never a 5xx,
 * or, caught as spam, a normal-looking 201; and nothing is stored.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Answer,
  backends,
  contact,
  contactBody,
  createTestDatabase,
  newsletter,
  type RunningServer,
  readAnswer,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

interface Case {
  name: string;
  status: number;
  send: (server: RunningServer) => Promise<Answer>;
}

const asResult = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
  headers: response.headers,
});

const post =
  (body: unknown, headers: Record<string, string> = {}, endpoint = contact) =>
  (server: RunningServer) =>
    submit(server, body, { headers, endpoint }).then(asResult);

const raw = (init: RequestInit & { path?: string }) => (server: RunningServer) =>
  fetch(
    `${server.url}${init.path ?? `/api/form-endpoints/${contact.endpointId}/submit`}`,
    init,
  ).then(asResult);

const auth = { Authorization: `Bearer ${contact.key}` };
const json = { ...auth, "Content-Type": "application/json", "X-Form-Fill-Time": "5000" };

/**
 * A chunked upload of `size` bytes sent with node:http, reading the answer even
 * while still sending; `pace` slows it down to a trickle.
 */
function chunkedUpload(size: number, pace = { chunk: 8192, pauseMs: 0 }) {
  return (server: RunningServer) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(`${server.url}/api/form-endpoints/${contact.endpointId}/submit`);
      const request = http.request(
        url,
        { method: "POST", headers: { ...json, "Transfer-Encoding": "chunked" } },
        (response) => {
          void readAnswer(response).then((answer) => {
            resolve(answer);
            request.destroy();
          }, reject);
        },
      );
      request.on("error", (error) => {
        // The server may close the connection once it has answered.
        if (!request.destroyed) reject(error);
      });
      const chunk = Buffer.alloc(pace.chunk, "a");
      let sent = 0;
      let answered = false;
      request.once("response", () => {
        answered = true;
      });
      // One chunk per event-loop turn, like a real upload over a network: the
      // server's early 413 is read before the next write, and sending stops
      // there instead of writing into a connection the server has closed.
      const pump = () => {
        if (answered || request.destroyed) return;
        if (sent >= size) {
          request.end();
          return;
        }
        sent += chunk.length;
        request.write(chunk, () =>
          pace.pauseMs ? setTimeout(pump, pace.pauseMs) : setImmediate(pump),
        );
      };
      request.write('{"Opis":"');
      pump();
    });
}

const long = (n: number) => "ą".repeat(n);

const cases: Case[] = [
  {
    name: "unknown endpoint",
    status: 404,
    send: post(contactBody(), {}, { endpointId: "nie-ma-takiego", key: contact.key }),
  },
  {
    name: "SQL-looking endpoint id",
    status: 404,
    send: post(contactBody(), {}, { endpointId: "x' OR '1'='1", key: contact.key }),
  },
  {
    name: "missing Authorization",
    status: 401,
    send: raw({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactBody()),
    }),
  },
  {
    name: "wrong key",
    status: 401,
    send: post(contactBody(), { Authorization: "Bearer pk_wrong" }),
  },
  {
    name: "the newsletter's key on the contact form",
    status: 401,
    send: post(contactBody(), { Authorization: `Bearer ${newsletter.key}` }),
  },
  {
    name: "Basic instead of Bearer",
    status: 401,
    send: post(contactBody(), { Authorization: `Basic ${contact.key}` }),
  },
  {
    name: "SQL-looking key",
    status: 401,
    send: post(contactBody(), { Authorization: "Bearer ' OR 1=1 --" }),
  },
  {
    name: "no Content-Type",
    status: 415,
    send: raw({ method: "POST", headers: auth, body: new Blob([JSON.stringify(contactBody())]) }),
  },
  {
    name: "text/plain",
    status: 415,
    send: raw({
      method: "POST",
      headers: { ...auth, "Content-Type": "text/plain" },
      body: JSON.stringify(contactBody()),
    }),
  },
  {
    name: "form-urlencoded",
    status: 415,
    send: raw({
      method: "POST",
      headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
      body: "Email=a%40b.pl",
    }),
  },
  {
    name: "JSON in another charset",
    status: 415,
    send: raw({
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json; charset=iso-8859-2" },
      body: JSON.stringify(contactBody()),
    }),
  },
  { name: "malformed JSON", status: 400, send: post('{"Imie i Nazwisko": "Jan", "Email":') },
  { name: "empty body", status: 400, send: post("") },
  {
    name: "invalid UTF-8",
    status: 400,
    send: raw({
      method: "POST",
      headers: json,
      body: new Uint8Array([
        0x7b, 0x22, 0x4f, 0x70, 0x69, 0x73, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d,
      ]),
    }),
  },
  {
    name: "duplicated keys",
    status: 400,
    send: post(
      `{"Imie i Nazwisko":"Jan Nowak","Email":"jan@nowak.pl","Opis":"Pierwsza wersja opisu","Email":"inny@nowak.pl"}`,
    ),
  },
  {
    name: "malformed Idempotency-Key",
    status: 400,
    send: post(contactBody(), { "Idempotency-Key": `spaces are not allowed ${"x".repeat(200)}` }),
  },
  {
    name: "body over 16 KB (Content-Length)",
    status: 413,
    send: post(contactBody({ Opis: "x".repeat(17_000) })),
  },
  { name: "huge chunked body (2 MB)", status: 413, send: chunkedUpload(2 * 1024 * 1024) },
  { name: "GET", status: 405, send: raw({ method: "GET", headers: auth }) },
  {
    name: "PUT",
    status: 405,
    send: raw({ method: "PUT", headers: json, body: JSON.stringify(contactBody()) }),
  },
  { name: "DELETE", status: 405, send: raw({ method: "DELETE", headers: auth }) },
  { name: "a JSON array", status: 422, send: post([contactBody()]) },
  { name: "JSON null", status: 422, send: post("null") },
  { name: "a JSON string", status: 422, send: post('"Jan Kowalski"') },
  { name: "name as a number", status: 422, send: post(contactBody({ "Imie i Nazwisko": 12345 })) },
  { name: "e-mail as an array", status: 422, send: post(contactBody({ Email: ["jan@x.pl"] })) },
  {
    name: "company as an object",
    status: 422,
    send: post(contactBody({ "Nazwa Firmy": { name: "ACME" } })),
  },
  {
    name: "message missing",
    status: 422,
    send: post({ "Imie i Nazwisko": "Jan Kowalski", Email: "jan@x.pl" }),
  },
  {
    name: "name shorter than 3",
    status: 422,
    send: post(contactBody({ "Imie i Nazwisko": "Al" })),
  },
  { name: "message shorter than 10", status: 422, send: post(contactBody({ Opis: "Za krótko" })) },
  {
    name: "message of spaces only",
    status: 422,
    send: post(contactBody({ Opis: "            " })),
  },
  {
    name: "over-long name",
    status: 422,
    send: post(contactBody({ "Imie i Nazwisko": long(121) })),
  },
  { name: "over-long company", status: 422, send: post(contactBody({ "Nazwa Firmy": long(161) })) },
  {
    name: "over-long message (under 16 KB)",
    status: 422,
    send: post(contactBody({ Opis: "w".repeat(5001) })),
  },
  { name: "invalid e-mail", status: 422, send: post(contactBody({ Email: "jan@" })) },
  {
    name: "HTML/script as the e-mail",
    status: 422,
    send: post(contactBody({ Email: "<script>alert(1)</script>@x.pl" })),
  },
  {
    name: "SQL-looking e-mail",
    status: 422,
    send: post(contactBody({ Email: "'; DROP TABLE submissions; --" })),
  },
  {
    name: "NUL byte in the message",
    status: 422,
    send: post(contactBody({ Opis: "Dzień dobry\u0000, potrzebuję strony" })),
  },
  {
    name: "lone surrogate in the name",
    status: 422,
    send: post(
      '{"Imie i Nazwisko":"Jan \\ud800 Kowalski","Email":"jan@x.pl","Opis":"Poprawny opis projektu"}',
    ),
  },
  {
    name: "newsletter without e-mail",
    status: 422,
    send: post({ mail: "jan@x.pl" }, { Authorization: `Bearer ${newsletter.key}` }, newsletter),
  },
  {
    name: "newsletter with an invalid e-mail",
    status: 422,
    send: post({ email: "nie-email" }, { Authorization: `Bearer ${newsletter.key}` }, newsletter),
  },
  {
    name: "newsletter e-mail as a number",
    status: 422,
    send: post({ email: 42 }, { Authorization: `Bearer ${newsletter.key}` }, newsletter),
  },
  {
    name: "unknown endpoint under the API prefix",
    status: 404,
    send: raw({ method: "POST", headers: json, path: "/api/form-endpoints" }),
  },
  {
    name: "endpoint id with an encoded slash",
    status: 404,
    send: raw({
      method: "POST",
      headers: json,
      body: JSON.stringify(contactBody()),
      path: `/api/form-endpoints/${encodeURIComponent(`${contact.endpointId}/x`)}/submit`,
    }),
  },
  { name: "unknown API path", status: 404, send: raw({ method: "GET", path: "/api/nie-ma" }) },
  {
    name: "key in lower-case scheme",
    status: 401,
    send: post(contactBody(), { Authorization: `bearer ${contact.key}` }),
  },
  {
    name: "key with one character more",
    status: 401,
    send: post(contactBody(), { Authorization: `Bearer ${contact.key}x` }),
  },
  {
    name: "empty Bearer",
    status: 401,
    send: post(contactBody(), { Authorization: "Bearer " }),
  },
  {
    name: "key in the query string instead of the header",
    status: 401,
    send: raw({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contactBody()),
      path: `/api/form-endpoints/${contact.endpointId}/submit?key=${contact.key}`,
    }),
  },
  {
    name: "multipart form data",
    status: 415,
    send: raw({
      method: "POST",
      headers: { ...auth, "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="Email"\r\n\r\na@b.pl\r\n--x--',
    }),
  },
  {
    name: "a JSON look-alike media type",
    status: 415,
    send: raw({
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json-patch+json" },
      body: JSON.stringify(contactBody()),
    }),
  },
  { name: "trailing comma", status: 400, send: post('{"Email":"jan@x.pl",}') },
  { name: "single-quoted JSON", status: 400, send: post("{'Email':'jan@x.pl'}") },
  { name: "two JSON documents", status: 400, send: post("{}{}") },
  { name: "JSON with a comment", status: 400, send: post('{"Email":"jan@x.pl" /* hi */}') },
  { name: "a bare NaN", status: 400, send: post('{"Opis":NaN}') },
  {
    name: "overlong UTF-8 encoding",
    status: 400,
    send: raw({
      method: "POST",
      headers: json,
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
    }),
  },
  {
    name: "UTF-16 instead of UTF-8",
    status: 400,
    send: raw({
      method: "POST",
      headers: json,
      body: new Uint8Array(Buffer.from(`\ufeff${JSON.stringify(contactBody())}`, "utf16le")),
    }),
  },
  {
    name: "empty Idempotency-Key",
    status: 400,
    send: post(contactBody(), { "Idempotency-Key": "" }),
  },
  {
    name: "Idempotency-Key over 200 characters",
    status: 400,
    send: post(contactBody(), { "Idempotency-Key": "k".repeat(201) }),
  },
  {
    name: "body one byte over 16 KB",
    status: 413,
    send: post(`"${"x".repeat(16 * 1024 - 1)}"`),
  },
  {
    name: "a body that trickles in too slowly",
    status: 408,
    send: chunkedUpload(1000, { chunk: 1, pauseMs: 300 }),
  },
  { name: "PATCH", status: 405, send: raw({ method: "PATCH", headers: json, body: "{}" }) },
  { name: "OPTIONS", status: 405, send: raw({ method: "OPTIONS", headers: auth }) },
  {
    name: "only unknown keys",
    status: 422,
    send: post({ imie: "Jan", mail: "jan@x.pl", tresc: "Dzień dobry, proszę o kontakt." }),
  },
  {
    name: "name of spaces only",
    status: 422,
    send: post(contactBody({ "Imie i Nazwisko": "      " })),
  },
  {
    name: "name of bidi controls only (shown as nothing)",
    status: 422,
    send: post(contactBody({ "Imie i Nazwisko": "\u202E\u2066\u200F\u061C" })),
  },
  { name: "name as true", status: 422, send: post(contactBody({ "Imie i Nazwisko": true })) },
  { name: "message as an object", status: 422, send: post(contactBody({ Opis: { a: 1 } })) },
  {
    name: "e-mail with a space",
    status: 422,
    send: post(contactBody({ Email: "jan kowalski@x.pl" })),
  },
  {
    name: "e-mail over 254 characters",
    status: 422,
    send: post(contactBody({ Email: `${"a".repeat(250)}@x.pl` })),
  },
  {
    name: "deeply nested JSON",
    status: 422,
    send: post(`${"[".repeat(5000)}${"]".repeat(5000)}`),
  },
  {
    name: "newsletter e-mail with a header injected after a line break",
    status: 422,
    send: post(
      { email: "jan@x.pl\r\nBcc: wszyscy@x.pl" },
      { Authorization: `Bearer ${newsletter.key}` },
      newsletter,
    ),
  },
  {
    name: "newsletter e-mail empty",
    status: 422,
    send: post({ email: "" }, { Authorization: `Bearer ${newsletter.key}` }, newsletter),
  },
  {
    name: "newsletter body as an array",
    status: 422,
    send: post(["jan@x.pl"], { Authorization: `Bearer ${newsletter.key}` }, newsletter),
  },
  {
    name: "a 16 KB path under the API",
    status: 404,
    send: raw({ method: "POST", headers: json, path: `/api${"/a".repeat(8000)}` }),
  },
  {
    name: "the form's path behind 8,000 slashes",
    status: 404,
    send: raw({
      method: "POST",
      headers: json,
      body: JSON.stringify(contactBody()),
      path: `/api/form-endpoints/${contact.endpointId}${"/".repeat(8000)}submit`,
    }),
  },
  {
    name: "an endpoint id of 600 characters",
    status: 404,
    send: post(contactBody(), {}, { endpointId: "k".repeat(600), key: contact.key }),
  },
  {
    name: "honeypot filled and the form sent too fast, with a valid body",
    status: 201,
    send: post(contactBody(), {
      "X-Form-Honeypot": "https://spam.example",
      "X-Form-Fill-Time": "1",
    }),
  },
];

describe.each(backends)("bad input on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    // A short body deadline, so the slow-body case is quick.
    server = await startServer(db, { FORM_BODY_TIMEOUT_MS: "1500" });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("has at least 60 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)("$name → $status with a JSON answer", async ({ send, status }) => {
    const result = await send(server);
    expect(result.status).toBe(status);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(result.headers.get("x-content-type-options")).toBe("nosniff");
    const body: unknown = JSON.parse(result.body);
    // Invalid fields are also named, each with its problem, for the form to show on the field.
    if (status === 422) {
      expect(body).toEqual({ message: expect.stringMatching(/\S/), fields: expect.any(Object) });
    } else if (status === 201) {
      // Caught as spam: it looks like a success and is stored nowhere (checked below).
      expect(body).toEqual({ id: expect.any(String) });
    } else {
      expect(body).toEqual({ message: expect.stringMatching(/\S/) });
    }
    if (status === 405) expect(result.headers.get("allow")).toBe("POST");
  });

  it("names each refused field with its problem", async () => {
    const answer = await submit(
      server,
      contactBody({ "Imie i Nazwisko": "Jo", Email: "", Opis: "x".repeat(5001) }),
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      message: expect.stringMatching(/\S/),
      fields: { "Imie i Nazwisko": "too-short", Email: "required", Opis: "too-long" },
    });
  });

  it("answers in English when the visitor reads English", async () => {
    const byHeader = await submit(server, contactBody({ Email: "x" }), {
      headers: { "Accept-Language": "en-GB,en;q=0.9" },
    });
    expect(await byHeader.json()).toEqual({
      message: expect.stringContaining("Please check these fields"),
      fields: { Email: "invalid-email" },
    });
    const byHint = await fetch(
      `${server.url}/api/form-endpoints/${contact.endpointId}/submit?lang=en`,
      { method: "GET" },
    );
    expect(byHint.status).toBe(405);
    expect(byHint.headers.get("allow")).toBe("POST");
    expect(await byHint.json()).toEqual({
      message: expect.stringContaining("only accepts form submissions"),
    });
  });

  it("still works after all that, and stored none of it", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
    const { database, store } = await db.open();
    try {
      expect(await store.leads()).toEqual([]);
      expect(await store.subscribers()).toEqual([]);
      expect((await store.outboxStatus()).pending).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe("rate limits", () => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    server = await startServer(db, { FORM_RATE_LIMIT_IP: "3" });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("answers 429 with Retry-After once an IP sends too many, and stores nothing more", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await submit(server, contactBody(), { headers: { Authorization: "Bearer wrong" } }))
          .status,
      ).toBe(401);
    }
    const limited = await submit(server, contactBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: expect.stringMatching(/\S/) });
    // The newsletter endpoint has its own counter.
    expect(
      (await submit(server, { email: "ola@przyklad.pl" }, { endpoint: newsletter })).status,
    ).toBe(201);
    await server.stop();
    const { database, store } = await db.open();
    try {
      expect(await store.leads()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
