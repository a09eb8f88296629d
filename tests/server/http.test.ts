/**
 * HTTP behaviour that does not depend on the database: redirects never leave
 * the site, pages rendered on demand allow only their own nonce-carrying
 * scripts, static files honour If-None-Match lists and Accept-Encoding
 * q-values, and slow clients are cut off instead of holding connections.
 */
import { createHash } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contact,
  createTestDatabase,
  type RunningServer,
  request,
  startServer,
  type TestDatabase,
  until,
} from "./helpers.ts";

let db: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  db = await createTestDatabase("pglite");
  server = await startServer(db, {
    HTTP_HEADERS_TIMEOUT_MS: "1000",
    HTTP_REQUEST_TIMEOUT_MS: "4000",
    FORM_BODY_TIMEOUT_MS: "1000",
  });
});

afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

describe("redirects", () => {
  const offSite = [
    "//evil.example/x/",
    "//evil.example/x",
    "//",
    "///evil.example/",
    "////evil.example//",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/.//evil.example/",
    "/x/..//evil.example/",
    "/%2F%2Fevil.example/",
    "/%2f/evil.example/",
    "/%5C%5Cevil.example/",
    "/%5Cevil.example/",
    "//evil.example/uslugi/seo?next=//evil.example",
  ];

  it.each(offSite)("%s never redirects off the site", async (path) => {
    const answer = await request(server, { path });
    expect([301, 400, 404]).toContain(answer.status);
    if (answer.status === 301) {
      const location = answer.headers.get("location") ?? "";
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, server.url).origin).toBe(server.url);
    }
  });

  it("still removes a trailing slash and collapses repeated leading ones onto the site", async () => {
    expect((await request(server, { path: "/uslugi/" })).headers.get("location")).toBe("/uslugi");
    expect((await request(server, { path: "//uslugi" })).headers.get("location")).toBe("/uslugi");
    expect((await request(server, { path: "//" })).headers.get("location")).toBe("/");
  });
});

describe("methods", () => {
  const pages = ["/", "/en/uslugi", "/kontakt/dziekujemy", "/healthz", "/readyz"];

  it.each(pages)("a page answers other methods with 405 naming GET and HEAD: %s", async (path) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const answer = await request(server, { path, method, body: "" });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD");
    }
    for (const method of ["GET", "HEAD"]) {
      expect((await request(server, { path, method })).status).not.toBe(405);
    }
  });

  it.each(["/kontakt", "/en/kontakt", "/?index"])(
    "a page with a form takes it by POST, and answers other methods with 405 naming GET, HEAD and POST: %s",
    async (path) => {
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const answer = await request(server, { path, method, body: "" });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD, POST");
      }
      // Not a form (no body): refused as such, not as a method.
      const post = await request(server, { path, method: "POST", body: "" });
      expect(post.status).toBe(415);
    },
  );

  it("an unknown page is not found whatever the method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
      const answer = await request(server, { path: "/nie-ma-takiej-strony", method, body: "" });
      expect(answer.status, method).toBe(404);
    }
  });

  it("the form API answers other methods with 405 naming POST", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const answer = await request(server, {
        path: `/api/form-endpoints/${contact.endpointId}/submit`,
        method,
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("POST");
    }
  });
});

describe("content security policy of pages rendered on demand", () => {
  const scriptSrc = (csp: string) =>
    csp
      .split(";")
      .find((part) => part.trim().startsWith("script-src"))
      ?.trim() ?? "";

  it("allows exactly the inline scripts the page carries, each by its hash, with no nonce", async () => {
    const searched = await request(server, { path: "/blog?q=logo" });
    expect(searched.status).toBe(200);
    const policy = scriptSrc(searched.headers.get("content-security-policy") ?? "");
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("'strict-dynamic'");
    const inline = [...searched.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes ?? ""))
      .map(([, , text]) => text ?? "");
    expect(inline.length).toBeGreaterThan(0);
    const allowed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
    const hashes = inline.map(
      (text) => `sha256-${createHash("sha256").update(text).digest("base64")}`,
    );
    expect(allowed.sort()).toEqual([...new Set(hashes)].sort());
  });

  it("starts its scripts after the first paint, as a pre-rendered page does: no chunk is hinted and no module is in the markup", async () => {
    const searched = await request(server, { path: "/blog?q=logo" });
    expect(searched.status).toBe(200);
    expect(searched.body).not.toContain("modulepreload");
    expect(searched.body).not.toMatch(/<script[^>]*type="module"/);
    expect(searched.body).toContain("first-contentful-paint");
  });

  it("keeps the build's hashes for pre-rendered pages", async () => {
    const home = await request(server, { path: "/" });
    const policy = scriptSrc(home.headers.get("content-security-policy") ?? "");
    expect(policy).toContain("'sha256-");
    expect(policy).not.toContain("nonce-");
    // No element carries a nonce (the starter's code names the property).
    expect(home.body).not.toMatch(/<[a-z]+\b[^>]*\snonce=/);
  });
});

describe("static files", () => {
  it("answers 304 when If-None-Match lists the page's tag, weak or strong, or is *", async () => {
    const etag = (await request(server, { path: "/zespol" })).headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const answer = await request(server, {
        path: "/zespol",
        headers: { "If-None-Match": ifNoneMatch },
      });
      expect(answer.status, ifNoneMatch).toBe(304);
    }
    const changed = await request(server, {
      path: "/zespol",
      headers: { "If-None-Match": '"other"' },
    });
    expect(changed.status).toBe(200);
  });

  it.each([
    ["gzip, br", "br"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["br;q=0.5", "br"],
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["identity", undefined],
  ])("Accept-Encoding %j is answered with %s", async (acceptEncoding, expected) => {
    const answer = await request(server, {
      path: "/",
      headers: { "Accept-Encoding": acceptEncoding },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding") ?? undefined).toBe(expected);
  });
});

/** A raw connection: what the server sends back, and when it closes it. */
function connect() {
  const url = new URL(server.url);
  const socket = net.connect(Number(url.port), url.hostname);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  return { socket, closed, received: () => received };
}

/** Writes one byte of `text` every `everyMs` until the connection closes or the text ends. */
function trickle(socket: net.Socket, text: string, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text[at++] ?? "");
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

describe("slow clients", () => {
  it("cuts off a form body that trickles in, with a 408 and the connection closed", async () => {
    const body = JSON.stringify({ Opis: "x".repeat(200) });
    const { socket, closed, received } = connect();
    const started = Date.now();
    socket.write(
      [
        `POST /api/form-endpoints/${contact.endpointId}/submit HTTP/1.1`,
        "Host: 127.0.0.1",
        `Authorization: Bearer ${contact.key}`,
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "",
        "",
      ].join("\r\n"),
    );
    // At this pace the body would take 40 s.
    trickle(socket, body, 200);
    const end = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(received()).toContain('"message"');
    expect(end - started).toBeLessThan(15_000);
  });

  it("closes a connection whose headers trickle in", async () => {
    const { socket, closed, received } = connect();
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    trickle(
      socket,
      "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      200,
    );
    const end = await closed;
    expect(received()).not.toContain("200 OK");
    expect(end - started).toBeLessThan(15_000);
  });

  it("keeps an idle connection open longer than a load balancer's idle timeout", async () => {
    const answer = await request(server, {
      path: "/healthz",
      headers: { Connection: "keep-alive" },
    });
    const keepAlive = /timeout=(\d+)/.exec(answer.headers.get("keep-alive") ?? "")?.[1];
    expect(Number(keepAlive)).toBeGreaterThan(60);
    // And an idle connection outlasts the headers deadline: the next request on it still works.
    const { socket, received } = connect();
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const answers = () => received().match(/HTTP\/1\.1 200 OK/g)?.length ?? 0;
    await until(() => answers() === 1, 10_000);
    // Idle for longer than the server's headers deadline (1 s here).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await until(() => answers() === 2, 10_000);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});

describe("behind a proxy (TRUST_PROXY=1)", () => {
  let proxiedDb: TestDatabase;
  let proxied: RunningServer;

  beforeAll(async () => {
    proxiedDb = await createTestDatabase("pglite");
    proxied = await startServer(proxiedDb, { TRUST_PROXY: "1" });
  });

  afterAll(async () => {
    await proxied?.stop();
    await proxiedDb?.dispose();
  });

  const viaProxy = (path: string, host: string) =>
    request(proxied, {
      path,
      headers: { Host: host, "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9" },
    });

  it("serves the path the proxy routed, under the Host the browser sent", async () => {
    const answer = await viaProxy("/nie-ma-takiej-strony", "odracreative.pl");
    expect(answer.status).toBe(404);
    expect((await viaProxy("/nie-ma-takiej-strony", "127.0.0.1:8443")).status).toBe(404);
  });

  it.each([
    "odracreative.pl#",
    "odracreative.pl?",
    "odracreative.pl/",
    "odracreative.pl/x?",
    "user@odracreative.pl",
    "odracreative.pl:443#",
    "odracreative.pl\\",
    "odra creative.pl",
  ])("refuses the Host %j with 400 instead of serving another path", async (host) => {
    const answer = await viaProxy("/nie-ma-takiej-strony", host);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.body).not.toContain("<html");
  });
});
