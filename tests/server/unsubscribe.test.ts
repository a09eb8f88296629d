/**
 * Leaving the newsletter: opening the link only asks (mail scanners fetch
 * every link and must not unsubscribe anyone); the page's button and a mail
 * program's RFC 8058 one-click POST do unsubscribe. The signing secret is
 * checked at start, stored readable by its owner only, and never made up by
 * the admin CLI; exports with personal data are readable by their owner only.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { open, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriberHeaders } from "../../server/mail/subscriber-headers.ts";
import {
  admin,
  backends,
  createTestDatabase,
  newsletter,
  type RunningServer,
  request,
  root,
  startServer,
  submit,
  type TestDatabase,
} from "./helpers.ts";

const people = ["ela@przyklad.pl", "ala@przyklad.pl", "ola@przyklad.pl"] as const;

describe.each(backends)("unsubscribing on %s", (backend) => {
  let db: TestDatabase;
  let server: RunningServer;
  /** Each person's link, as the admin CLI prints it: path and query on this server. */
  const links = new Map<string, string>();

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startServer(db);
    for (const email of people) {
      expect((await submit(server, { email }, { endpoint: newsletter })).status).toBe(201);
    }
    // The embedded database is the server's while it runs: ask the CLI in between.
    await server.stop();
    for (const email of people) {
      const printed = await admin(db, ["unsubscribe-link", email]);
      const url = new URL(printed.stdout.trim());
      links.set(email, `${url.pathname}${url.search}`);
    }
    server = await startServer(db);
  });

  afterAll(async () => {
    await server?.stop();
    await db?.dispose();
  });

  it("opening the link shows a bilingual question with a button and unsubscribes nobody", async () => {
    const link = links.get("ela@przyklad.pl") ?? "";
    for (let scan = 0; scan < 3; scan++) {
      const page = await request(server, { path: link });
      expect(page.status).toBe(200);
      expect(page.body).toContain("Czy chcesz wypisać się z\u00a0newslettera?");
      expect(page.body).toContain("Do you want to unsubscribe from our newsletter?");
      expect(page.body).toMatch(/<form method="post" action="[^"]+"><input type="hidden"/);
      expect(page.body).toContain(">Wypisz mnie</button>");
      expect(page.body).not.toContain("<script");
      expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");
    }
    const english = await request(server, { path: `${link}&lang=en` });
    expect(english.body.indexOf("Do you want")).toBeLessThan(english.body.indexOf("Czy chcesz"));
  });

  it("the page's button unsubscribes", async () => {
    const page = await request(server, { path: links.get("ala@przyklad.pl") ?? "" });
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1] ?? "";
    const field = /<input type="hidden" name="([^"]+)" value="([^"]+)">/.exec(page.body);
    const answer = await request(server, {
      path: action.replaceAll("&amp;", "&"),
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([[field?.[1] ?? "", field?.[2] ?? ""]]).toString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Wypisaliśmy Cię z\u00a0newslettera");
    expect(answer.body).toContain("You have been unsubscribed");
  });

  it("a mail program's one-click POST to the List-Unsubscribe link unsubscribes", async () => {
    const secret = (await readFile(path.join(db.dataDir, "unsubscribe-secret"), "utf8")).trim();
    const token = new URLSearchParams(links.get("ola@przyklad.pl")?.split("?")[1]).get("token");
    const id = token?.split(".")[0] ?? "";
    const headers = subscriberHeaders("https://odracreative.pl", secret, id);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = new URL(/^<(.+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
    const oneClick = () =>
      request(server, {
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    expect((await oneClick()).status).toBe(200);
    // A repeated request is answered the same way.
    expect((await oneClick()).status).toBe(200);
    const forged = await request(server, {
      path: `${target.pathname}?token=${id}.${"A".repeat(43)}`,
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
  });

  it("leaves only the address whose link was merely opened", async () => {
    await server.stop();
    const { database, store } = await db.open();
    try {
      expect((await store.subscribers()).map((row) => row.email)).toEqual(["ela@przyklad.pl"]);
    } finally {
      await database.close();
    }
  });
});

describe("secrets and exports on disk", () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase("pglite");
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it("the admin CLI never makes up an unsubscribe secret of its own", async () => {
    const result = await admin(db, ["export", "subscribers"]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("No unsubscribe secret");
    await expect(stat(path.join(db.dataDir, "unsubscribe-secret"))).rejects.toThrow();
  });

  it.each([
    ["empty", ""],
    ["short", "only-twenty-bytes-ok"],
  ])("the server refuses an %s UNSUBSCRIBE_SECRET", async (_, secret) => {
    await expect(startServer(db, { UNSUBSCRIBE_SECRET: secret })).rejects.toThrow(
      /UNSUBSCRIBE_SECRET must be at least 32 bytes/,
    );
  });

  it("stores the generated secret and CSV exports readable by their owner only", async () => {
    const server = await startServer(db);
    await server.stop();
    const secret = await stat(path.join(db.dataDir, "unsubscribe-secret"));
    expect(secret.mode & 0o777).toBe(0o600);
    const out = path.join(db.dataDir, "leady.csv");
    expect((await admin(db, ["export", "leads", "--out", out])).code).toBe(0);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect((await admin(db, ["export", "subscribers"])).code).toBe(0);
  });

  it("makes an export the shell redirects into a file readable by its owner only", async () => {
    const out = path.join(db.dataDir, "przekierowany.csv");
    const file = await open(out, "w", 0o644);
    await file.chmod(0o644);
    const cli = spawn(process.execPath, ["server/cli/cli.ts", "export", "leads"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: db.dataDir, DATABASE_URL: "" },
      stdio: ["ignore", file.fd, "inherit"],
    });
    const [code] = await once(cli, "exit");
    await file.close();
    expect(code).toBe(0);
    expect(await readFile(out, "utf8")).toMatch(/^id,created_at,name,email,/);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  });
});
