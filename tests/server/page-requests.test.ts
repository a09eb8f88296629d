/**
 * What a page request may cost. A path far longer than any the site serves
 * is answered 404 at once, before routing or rendering (server/request-path.ts),
 * and each client may have only so many pages rendered on demand; pre-rendered
 * pages and files are not counted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "../../app/navigation/page-paths.ts";
import { site } from "../../content/site.ts";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "../../server/api/subscriber-links.ts";
import { clientDir } from "../../server/build-layout.ts";
import { isOverlong, pathLimits } from "../../server/request-path.ts";
import { loadStaticFiles } from "../../server/static-files.ts";
import { redirects } from "../../shared/redirects.ts";
import {
  backends,
  createTestDatabase,
  type RunningServer,
  request,
  startServer,
  type TestDatabase,
  until,
} from "./helpers.ts";

const segmentsOf = (path: string) => path.split("/").length - 1;

describe("path limits", () => {
  it("are at least four times the longest path the site serves, in length and in segments", async () => {
    const pages = prerenderPaths();
    const served = [
      ...pages,
      ...redirects.keys(),
      ...Object.values(site.forms).map((form) => `/api/form-endpoints/${form.endpointId}/submit`),
      CONFIRM_PATH,
      UNSUBSCRIBE_PATH,
      "/api/reviews",
      // Every file of the build, at the path it is served at.
      ...(await loadStaticFiles(clientDir, {})).keys(),
    ];
    expect(served.length).toBeGreaterThan(200);
    const longest = Math.max(...served.map((path) => path.length));
    const deepest = Math.max(...served.map(segmentsOf));
    expect(longest * 4).toBeLessThanOrEqual(pathLimits.length);
    expect(deepest * 4).toBeLessThanOrEqual(pathLimits.segments);
    expect(served.filter(isOverlong)).toEqual([]);
  });
});

describe("page requests", () => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    server = await startServer(db, { LOG_REQUESTS: "1", PAGE_RATE_LIMIT_IP: "5" });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  /** The time the server took for each request it logged, by the path it logged (cut at the limit). */
  const loggedMs = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as { path: string; status: number; ms: number });

  it("answers a 16 KB path and 16,000 slashes in under 50 ms each, while the home page stays fast", async () => {
    const paths = [
      "/a".repeat(8000),
      `/en${"/a".repeat(8000)}`,
      "/".repeat(16_000),
      `/x${"/".repeat(16_000)}y`,
    ];
    // Once each to warm up; then, for each, four at once beside the home page.
    for (const path of paths) await request(server, { path, from: "127.0.1.100" });
    let logged = paths.length;
    for (const [i, path] of paths.entries()) {
      const home = async () => {
        const started = performance.now();
        const answer = await request(server, { path: "/", from: "127.0.2.1" });
        return { ...answer, ms: performance.now() - started };
      };
      const [answers, homeAnswer] = await Promise.all([
        Promise.all(
          [1, 2, 3, 4].map((n) => request(server, { path, from: `127.0.1.${i * 4 + n}` })),
        ),
        home(),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      expect(homeAnswer.status).toBe(200);
      // What the server took for each (its request log; a path cut at the limit), the home page on the client's clock.
      await until(() => loggedMs().length >= logged + 5, 10_000);
      const entries = loggedMs().slice(logged, logged + 5);
      logged += 5;
      for (const entry of entries.filter((each) => each.path !== "/")) {
        expect(entry.ms, `${path.slice(0, 12)}…`).toBeLessThan(50);
        expect(entry.path.length).toBeLessThanOrEqual(pathLimits.length + 1);
      }
      expect(homeAnswer.ms, `/ beside ${path.slice(0, 12)}…`).toBeLessThan(250);
      // The server's own small 404 page, in the path's language.
      for (const answer of answers) {
        expect(answer.body).toMatch(
          /<h1>(Ups! Ta strona nie istnieje\.|Oops! This page doesn&#39;t exist\.)<\/h1>/,
        );
        expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
      }
    }
  });

  it("answers an over-long API path with the API's JSON 404", async () => {
    const answer = await request(server, { path: `/api/${"a/".repeat(200)}` });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/\S/) });
  });

  it("renders a client only so many pages on demand a minute, but serves pre-rendered ones", async () => {
    const from = "127.0.3.1";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await request(server, { path: `/nie-ma-${i}`, from })).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await request(server, { path: "/en/nie-ma", from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toContain("<h1>Too many requests</h1>");
    expect((await request(server, { path: "/", from })).status).toBe(200);
    expect((await request(server, { path: "/en/uslugi", from })).status).toBe(200);
    // Another client is counted on its own.
    expect((await request(server, { path: "/nie-ma", from: "127.0.3.2" })).status).toBe(404);
  });
});

describe.each(backends)("/readyz on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startServer(db, { TRUST_PROXY: "1", PAGE_RATE_LIMIT_IP: "5" });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  /** Through the proxy on this machine, from a visitor at `address`. */
  const readyz = (address: string) =>
    request(server, { path: "/readyz", headers: { "X-Forwarded-For": address } });

  it("tells this machine every check, and anyone else only whether the instance is ready", async () => {
    const local = await request(server, { path: "/readyz" });
    expect(local.status).toBe(200);
    expect(JSON.parse(local.body)).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", mail: "off" },
    });
    expect(JSON.parse((await readyz("127.0.0.1")).body)).toMatchObject({ checks: {} });
    const visitor = await readyz("203.0.113.20");
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(visitor.body)).toEqual({ status: "ready" });
  });

  it("answers anyone else only so often a minute, then 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await readyz("203.0.113.21")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await readyz("203.0.113.21");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).not.toContain("database");
    // Another visitor, and this machine's own probes, are still answered.
    expect((await readyz("203.0.113.22")).status).toBe(200);
    for (let i = 0; i < 7; i++)
      expect((await request(server, { path: "/readyz" })).status).toBe(200);
  });
});
