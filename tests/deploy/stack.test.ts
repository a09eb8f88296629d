/**
 * The whole production stack of deploy/ on this machine, over HTTPS and
 * HTTP/2: nginx with a throw-away certificate in front of two app instances
 * on one PostgreSQL, mail to a local SMTP sink. Pages and files arrive with
 * their headers; a flood from one address is refused without refusing
 * another; submissions survive an instance killed mid-flight and restarts one
 * instance at a time (each acknowledged one stored once and mailed as one
 * message, sent again under its Message-ID only by a kill's bad timing); and a
 * backup brings back the same leads and subscribers after the database is
 * dropped. The figures are printed at the end.
 */
import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../content/site.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createStore, type Store } from "../../server/db/store.ts";
import type { ServerProcess } from "../support/server-process.ts";
import {
  closeSmtp,
  fastWorker,
  messageIdOf,
  startSmtp,
  type TestSmtp,
  textOf,
} from "../support/smtp.ts";
import { connectH2, type H2Answer, type H2Client, type H2Target } from "./h2.ts";
import {
  freePort,
  instanceEnvironment,
  makeCertificate,
  type Nginx,
  type Postgres,
  requireTools,
  root,
  startInstance,
  startNginx,
  startPostgres,
  type Tools,
  unitExposures,
  verifyUnits,
} from "./stack.ts";

const run = promisify(execFile);
const contact = site.forms.contact;
const newsletter = site.forms.newsletter;
const SITE_HOST = "odracreative.pl";
const SUBMISSIONS = 200;
/** Browser-like retries of one submission (app/forms/submit.ts). */
const RETRY_DELAYS_MS = [400, 1200];

/** What the run measured, printed at the end. */
const figures: Array<[string, string]> = [];
const note = (what: string, value: string | number) => figures.push([what, String(value)]);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

interface Instance {
  env: Record<string, string>;
  /** While it runs. */
  process?: ServerProcess;
}

function running(instance: Instance | undefined): ServerProcess {
  if (!instance?.process) throw new Error("the instance is not running");
  return instance.process;
}

let tools: Tools;
let dir = "";
let postgres: Postgres | undefined;
let nginx: Nginx | undefined;
let smtp: TestSmtp | undefined;
let target: H2Target;
let httpPort = 0;
let acmeRoot = "";
let databaseUrl = "";
const instances: Instance[] = [];
const clients = new Map<string, H2Client>();

/** One HTTP/2 connection per client address, opened on first use. */
async function clientFrom(address: string): Promise<H2Client> {
  const known = clients.get(address);
  if (known) return known;
  const client = await connectH2(target, address);
  clients.set(address, client);
  return client;
}

/** 127.0.1.1, 127.0.1.2, …: a new visitor each time. */
let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `127.0.${1 + Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
};

function contactHeaders(key: string): Record<string, string> {
  return {
    "content-type": "application/json",
    authorization: `Bearer ${contact.key}`,
    "x-form-fill-time": "5000",
    "idempotency-key": key,
  };
}

const messageOf = (key: string) => `Zapytanie ${key}: potrzebujemy strony i identyfikacji.`;

interface Outcome {
  key: string;
  status: number;
  attempts: number;
  id?: string;
}

/** Sends one contact submission the way the site's form does, retries included. */
async function submitLikeBrowser(from: string, key: string): Promise<Outcome> {
  const body = JSON.stringify({
    "Imie i Nazwisko": "Zofia Świątek",
    Email: "zofia@przyklad.pl",
    "Nazwa Firmy": "Piekarnia Pod Wałami",
    Opis: messageOf(key),
  });
  let status = 0;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0)
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt - 1]));
    try {
      const client = await clientFrom(from);
      const answer = await client.request(`/api/form-endpoints/${contact.endpointId}/submit`, {
        method: "POST",
        headers: contactHeaders(key),
        body,
      });
      status = answer.status;
      if (status === 201) {
        const { id } = JSON.parse(answer.body.toString()) as { id: string };
        return { key, status, attempts: attempt + 1, id };
      }
      if (status !== 502 && status !== 503 && status !== 504)
        return { key, status, attempts: attempt + 1 };
    } catch {
      status = 0;
      clients.delete(from);
    }
  }
  return { key, status, attempts: RETRY_DELAYS_MS.length + 1 };
}

async function startApp(index: number): Promise<void> {
  const instance = instances[index];
  if (!instance) throw new Error(`no instance ${index}`);
  instance.process = await startInstance(instance.env);
  await waitReady(instance);
}

async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${instance.env.PORT}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on ${instance.env.PORT} not ready: ${running(instance).output()}`);
}

/** The admin CLI as an operator runs it: the instances' environment, without a port. */
async function admin(args: string[]): Promise<string> {
  const { PORT: _port, ...env } = instances[0]?.env ?? {};
  const { stdout } = await run(process.execPath, ["server/cli/cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

async function withStore<T>(read: (store: Store) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: path.join(dir, "unused"),
    poolSize: 1,
  });
  try {
    return await read(createStore(database.db));
  } finally {
    await database.close();
  }
}

const until = async (check: () => boolean | Promise<boolean>, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
};

/** The lead mails the SMTP sink received, in order: each one's submission key and Message-ID. */
function leadMails(): { key: string; messageId: string | undefined }[] {
  return (smtp?.mails ?? []).flatMap((mail) => {
    const key = /Zapytanie (stack-[\w-]+):/.exec(textOf(mail.raw))?.[1];
    return key ? [{ key, messageId: messageIdOf(mail) }] : [];
  });
}

/** Where a test may see a lead's mail arrive again: only where an instance is killed. */
type Repeats = "after a kill" | "none";

/**
 * Every acknowledged submission stored exactly once, and every stored lead mailed as one
 * message. SMTP cannot promise more across a crash: an instance killed after the SMTP server
 * took a mail but before the outbox recorded it leaves its claim, and once the lease ends the
 * other instance sends the mail again (server/mail/outbox-worker.ts) — the same message under
 * the same Message-ID, which a receiving server drops as a repeat. Repeats are counted among
 * the mails from the `since`-th on; where every stop is graceful there must be none.
 */
async function expectStoredAndMailedOnce(
  acknowledged: readonly Outcome[],
  since: number,
  repeats: Repeats,
): Promise<{ leads: number; repeated: number }> {
  const leads = await withStore((store) => store.leads());
  await until(
    async () => (await withStore((store) => store.outboxStatus())).pending === 0,
    120_000,
    "the outbox sent every mail",
  );
  const stored = new Map<string, string[]>();
  for (const lead of leads) {
    stored.set(lead.idempotencyKey, [...(stored.get(lead.idempotencyKey) ?? []), lead.id]);
  }
  for (const outcome of acknowledged) {
    expect(stored.get(outcome.key), outcome.key).toEqual([outcome.id]);
  }
  const messageIds = new Map<string, Set<string | undefined>>();
  let repeated = 0;
  for (const [index, mail] of leadMails().entries()) {
    const earlier = messageIds.get(mail.key);
    if (earlier && index >= since) repeated++;
    messageIds.set(mail.key, new Set([...(earlier ?? []), mail.messageId]));
  }
  for (const lead of leads) {
    const ids = [...(messageIds.get(lead.idempotencyKey) ?? [])];
    expect(ids, lead.idempotencyKey).toHaveLength(1);
    expect(ids[0], lead.idempotencyKey).toMatch(/^<[^>]+>$/);
  }
  // No mail for a lead that was not stored.
  expect(messageIds.size).toBe(leads.length);
  if (repeats === "none") expect(repeated).toBe(0);
  return { leads: leads.length, repeated };
}

describe("the production stack (deploy/)", () => {
  beforeAll(async () => {
    const started = performance.now();
    tools = requireTools();
    dir = await mkdtemp(path.join(tmpdir(), "stack-"));
    // Run as root, nginx's workers run as nobody: they must reach the files nginx serves.
    await chmod(dir, 0o755);
    const certificate = await makeCertificate(tools, dir);
    postgres = await startPostgres(tools);
    await postgres.psql(["-f", "deploy/postgres/setup.sql"]);
    const dbUrl = new URL(postgres.adminUrl);
    dbUrl.username = "odra";
    dbUrl.pathname = "/odra";
    databaseUrl = dbUrl.toString();
    smtp = await startSmtp();

    const ports = [await freePort(), await freePort()] as const;
    const secret = (await run(tools.openssl, ["rand", "-base64", "48"])).stdout.trim();
    for (const port of ports) {
      const env = await instanceEnvironment(port, {
        DATA_DIR: path.join(dir, `data-${port}`),
        DATABASE_URL: databaseUrl,
        UNSUBSCRIBE_SECRET: secret,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ...fastWorker,
        // 200 submissions in a few seconds is far beyond a real minute of
        // leads; the form's shared allowance (300 a minute) would refuse some.
        FORM_RATE_LIMIT_ENDPOINT: "100000",
        // Mail a killed instance had claimed goes out once its lease ends:
        // 2 minutes in production, 5 s here.
        MAIL_LEASE_MS: "5000",
        LOG_REQUESTS: "0",
      });
      instances.push({ env });
    }
    // One after the other, as systemd would with a cold cache.
    await startApp(0);
    await startApp(1);

    acmeRoot = path.join(dir, "acme");
    await mkdir(path.join(acmeRoot, ".well-known/acme-challenge"), { recursive: true });
    httpPort = await freePort();
    const httpsPort = await freePort();
    nginx = await startNginx(
      tools,
      path.join(dir, "nginx"),
      { http: httpPort, https: httpsPort, instances: ports },
      certificate,
      acmeRoot,
    );
    target = { host: "127.0.0.1", port: httpsPort, servername: SITE_HOST, ca: certificate.pem };
    note("stack started (PostgreSQL, 2 instances, nginx)", seconds(started));
  }, 300_000);

  afterEach(async (context) => {
    // What nginx said about a failed step: refused bodies, upstream errors, limits.
    if (context.task.result?.state === "fail") {
      const lines = ((await nginx?.errorLog()) ?? "").trim().split("\n");
      console.log(`nginx's error log (last 40 lines):\n${lines.slice(-40).join("\n")}`);
    }
  });

  afterAll(async () => {
    await Promise.all([...clients.values()].map((client) => client.close()));
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.process?.stop()));
    if (smtp) await closeSmtp(smtp.server);
    await postgres?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
    const width = Math.max(...figures.map(([what]) => what.length));
    console.log(
      [
        "figures of npm run test:deploy:",
        ...figures.map(([what, value]) => `  ${what.padEnd(width)}  ${value}`),
      ].join("\n"),
    );
  }, 120_000);

  it("has systemd units that systemd-analyze verifies", async () => {
    const printed = await verifyUnits(tools, path.join(dir, "systemd-root"));
    expect(printed).toBe("");
  });

  it("sandboxes the site's, the backup's and publishing's units to an exposure of 2.5 or less", async () => {
    const exposures = await unitExposures(tools.systemdAnalyze);
    expect(Object.keys(exposures).sort()).toEqual([
      "odra-creative-backup.service",
      "odra-creative-publish.service",
      "odra-creative-restart.service",
      "odra-creative@.service",
    ]);
    for (const [unit, exposure] of Object.entries(exposures)) {
      note(`systemd-analyze security: ${unit}`, exposure.toFixed(1));
      expect(exposure, unit).toBeLessThanOrEqual(2.5);
    }
  });

  it("serves pages and files over HTTP/2 with their compression and cache headers", async () => {
    const visitor = await clientFrom(nextAddress());
    expect(visitor.protocol()).toBe("h2");
    const page = await visitor.request("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page.headers.etag).toBeTruthy();
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers.server).toBe("nginx");
    const html = brotliDecompressSync(page.body).toString("utf8");
    expect(html).toContain('<html lang="pl"');

    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1] ?? "";
    expect(asset).not.toBe("");
    const file = await visitor.request(asset, { headers: { "accept-encoding": "gzip" } });
    expect(file.status).toBe(200);
    expect(file.headers["content-encoding"]).toBe("gzip");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // A file only the other release has (during an update) is looked up on the other instance.
    const missing = await visitor.request("/assets/only-in-another-release.js");
    expect(missing.status).toBe(404);
    let lookups = "";
    // nginx logs a request once it has finished with it, a moment after the answer.
    await until(
      async () => {
        lookups =
          ((await nginx?.accessLog()) ?? "")
            .split("\n")
            .find((line) => line.includes("/assets/only-in-another-release.js")) ?? "";
        return lookups !== "";
      },
      5000,
      "the access log's line",
    );
    expect(lookups).toMatch(/ 404 127\.0\.0\.1:\d+, 127\.0\.0\.1:\d+ 404, 404 /);

    const english = await visitor.request("/en/uslugi");
    expect(english.status).toBe(200);
    expect(english.body.toString()).toContain('<html lang="en"');
    expect((await visitor.request("/nie-ma-takiej-strony")).status).toBe(404);
    for (const probe of ["/healthz", "/readyz"]) {
      const answer = await visitor.request(probe);
      expect(answer.status, probe).toBe(200);
      expect(answer.headers["cache-control"], probe).toBe("no-store");
    }
  });

  it("sends HTTP and www to the one HTTPS address, and answers certificate challenges on HTTP", async () => {
    const plain = (pathname: string) =>
      new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port: httpPort, path: pathname, headers: { Host: SITE_HOST } },
            (response) => {
              let body = "";
              response.on("data", (chunk: Buffer) => {
                body += chunk.toString();
              });
              response.on("end", () =>
                resolve({
                  status: response.statusCode ?? 0,
                  location: response.headers.location,
                  body,
                }),
              );
            },
          )
          .on("error", reject);
      });
    const redirected = await plain("/uslugi?x=1");
    expect(redirected.status).toBe(301);
    expect(redirected.location).toBe("https://odracreative.pl/uslugi?x=1");
    await writeFile(
      path.join(acmeRoot, ".well-known/acme-challenge/token-1"),
      "token-1.thumbprint",
    );
    const challenge = await plain("/.well-known/acme-challenge/token-1");
    expect(challenge).toMatchObject({ status: 200, body: "token-1.thumbprint" });

    const www = await connectH2({ ...target, servername: `www.${SITE_HOST}` }, nextAddress());
    try {
      const answer = await www.request("/zespol");
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe("https://odracreative.pl/zespol");
    } finally {
      await www.close();
    }
  });

  it("refuses a body far over the form's size in nginx, and one just over it in the app's words", async () => {
    const visitor = await clientFrom(nextAddress());
    const post = (bytes: number) => {
      const body = JSON.stringify({ Opis: "x".repeat(bytes) });
      return visitor.request(`/api/form-endpoints/${contact.endpointId}/submit`, {
        method: "POST",
        headers: {
          ...contactHeaders(`stack-size-${bytes}`),
          "accept-language": "pl",
          "content-length": String(Buffer.byteLength(body)),
        },
        body,
      });
    };
    expect((await post(200 * 1024)).status).toBe(413);
    const justOver = await post(20 * 1024);
    expect(justOver.status).toBe(413);
    expect(JSON.parse(justOver.body.toString())).toEqual({ message: expect.stringMatching(/\S/) });
  });

  it("gives nginx's own answers (a body too large, the www. redirect) the security headers, and the app's answers none twice", async () => {
    const visitor = await clientFrom(nextAddress());
    const body = JSON.stringify({ Opis: "x".repeat(200 * 1024) });
    const tooLarge = await visitor.request(`/api/form-endpoints/${contact.endpointId}/submit`, {
      method: "POST",
      headers: {
        ...contactHeaders("stack-headers-413"),
        "content-length": String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(tooLarge.status).toBe(413);
    // nginx's own page, not the app's JSON.
    expect(tooLarge.body.toString()).toContain("<center>nginx</center>");
    const closed = {
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
    };
    expect(tooLarge.headers).toMatchObject(closed);

    const www = await connectH2({ ...target, servername: `www.${SITE_HOST}` }, nextAddress());
    try {
      const redirect = await www.request("/zespol");
      expect(redirect.status).toBe(301);
      expect(redirect.headers).toMatchObject(closed);
    } finally {
      await www.close();
    }

    const { "strict-transport-security": _hsts, ...overHttp } = closed;
    const plainRedirect = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          { host: "127.0.0.1", port: httpPort, path: "/", headers: { Host: SITE_HOST } },
          (r) => {
            r.resume();
            resolve(r);
          },
        )
        .on("error", reject);
    });
    expect(plainRedirect.statusCode).toBe(301);
    expect(plainRedirect.headers).toMatchObject(overHttp);

    // The app's answers keep their own values, each once: a page its own policy, a file the closed one.
    const page = await visitor.request("/");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("'strict-dynamic'");
    expect(page.headers["content-security-policy"]).not.toContain("default-src 'none'");
    const robots = await visitor.request("/robots.txt");
    expect(robots.status).toBe(200);
    // A header sent twice would arrive as both values joined by ", ".
    const { "content-security-policy": _policy, ...sameOnEvery } = closed;
    expect(page.headers).toMatchObject(sameOnEvery);
    expect(robots.headers).toMatchObject(closed);
  });

  it("takes a form the browser posts to its page, over HTTPS through the proxy, and refuses one from another site", async () => {
    const visitor = await clientFrom(nextAddress());
    const body = new URLSearchParams({
      "Imie i Nazwisko": "Ola Bez Skryptów",
      Email: "ola@bez-skryptow.pl",
      // Like every lead of this suite, it names its key, so its mail is found and counted.
      Opis: messageOf("stack-page-post"),
      _fill: "5000",
      _idem: "stack-page-post",
    }).toString();
    const post = (origin: string, site: string) =>
      visitor.request("/kontakt", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          "sec-fetch-site": site,
        },
        body,
      });
    const sent = await post(`https://${target.servername}:${target.port}`, "same-origin");
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe("/kontakt/dziekujemy");
    expect((await post("https://inna-strona.example", "cross-site")).status).toBe(403);
    const stored = await withStore((store) => store.leads());
    expect(stored.filter((lead) => lead.email === "ola@bez-skryptow.pl")).toHaveLength(1);
  });

  it("refuses a flood from one address, whatever it claims to be, and still serves another", async () => {
    const started = performance.now();
    const flooder = await clientFrom(nextAddress());
    const spoofed = (i: number) => ({ "x-forwarded-for": `198.51.100.${i % 250}` });
    const pages: H2Answer[] = [];
    for (let batch = 0; batch < 4; batch++) {
      pages.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, i) => flooder.request("/", { headers: spoofed(i) })),
        )),
      );
    }
    const pagesRefused = pages.filter((answer) => answer.status === 429).length;
    expect(pages.filter((answer) => answer.status !== 200 && answer.status !== 429)).toEqual([]);
    expect(pagesRefused).toBeGreaterThan(200);

    const forms = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        flooder.request(`/api/form-endpoints/${contact.endpointId}/submit`, {
          method: "POST",
          headers: { ...contactHeaders(`stack-flood-${i}`), ...spoofed(i) },
          body: JSON.stringify({
            "Imie i Nazwisko": "Zalew Zgłoszeń",
            Email: "zalew@przyklad.pl",
            Opis: messageOf(`stack-flood-${i}`),
          }),
        }),
      ),
    );
    const formsStored = forms.filter((answer) => answer.status === 201).length;
    const refusedByApp = forms.filter(
      (answer) =>
        answer.status === 429 && answer.headers["content-type"]?.startsWith("application/json"),
    ).length;
    const refusedByNginx = forms.filter((answer) => answer.status === 429).length - refusedByApp;
    // The app counts the flood as one address (the one nginx saw), whatever X-Forwarded-For said.
    expect(formsStored).toBeGreaterThan(0);
    expect(formsStored).toBeLessThanOrEqual(10);
    expect(formsStored + refusedByApp + refusedByNginx).toBe(forms.length);

    const neighbour = await clientFrom(nextAddress());
    expect((await neighbour.request("/")).status).toBe(200);
    expect((await submitLikeBrowser(nextAddress(), "stack-neighbour")).status).toBe(201);

    note("flood: page requests from one address", pages.length);
    note("flood: pages refused by nginx (429)", pagesRefused);
    note("flood: form posts from one address", forms.length);
    note("flood: form posts stored", formsStored);
    note("flood: form posts refused by nginx / by the app", `${refusedByNginx} / ${refusedByApp}`);
    note("flood: seconds", seconds(started));
  });

  it(`keeps each of ${SUBMISSIONS} submissions once, each mailed as one message, none retried by the visitor, while an instance is killed and restarted`, async () => {
    const started = performance.now();
    const since = smtp?.mails.length ?? 0;
    const outcomes: Outcome[] = [];
    let acknowledged = 0;
    // Four submissions per visitor, all at once: well within each address's limits.
    const work = Array.from({ length: SUBMISSIONS }, (_, i) => ({
      key: `stack-kill-${i}`,
      from: i % 4 === 0 ? nextAddress() : "",
    }));
    let from = "";
    for (const item of work) {
      if (item.from) from = item.from;
      else item.from = from;
    }
    const submissions = work.map(async (item) => {
      const outcome = await submitLikeBrowser(item.from, item.key);
      if (outcome.status === 201) acknowledged++;
      outcomes.push(outcome);
    });
    await until(() => acknowledged >= 30, 60_000, "the first 30 acknowledgements");
    await running(instances[0]).kill();
    const killedAt = performance.now();
    const restarted = startApp(0);
    await Promise.all(submissions);
    await restarted;
    note("kill: instance back and ready after", seconds(killedAt));

    const ok = outcomes.filter((outcome) => outcome.status === 201);
    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
    // nginx passed every submission an instance refused or dropped on to the
    // other one (they carry an Idempotency-Key): no visitor had to send again.
    expect(outcomes.filter((outcome) => outcome.attempts > 1)).toEqual([]);
    const { leads, repeated } = await expectStoredAndMailedOnce(ok, since, "after a kill");
    note("kill: submissions sent / acknowledged (201)", `${outcomes.length} / ${ok.length}`);
    note(
      "kill: requests the killed instance dropped mid-way",
      ((await nginx?.errorLog()) ?? "").split("upstream prematurely closed connection").length - 1,
    );
    note(
      "kill: submissions the browser had to retry",
      outcomes.filter((o) => o.attempts > 1).length,
    );
    note("kill: leads stored, mails received (all so far)", `${leads}, ${smtp?.mails.length ?? 0}`);
    note("kill: lead mails the SMTP server took again (same Message-ID)", repeated);
    note("kill: seconds", seconds(started));
  });

  it("loses and delays no submission while the instances restart one after the other, as in an update", async () => {
    const started = performance.now();
    const since = smtp?.mails.length ?? 0;
    const outcomes: Outcome[] = [];
    let updating = true;
    let sequence = 0;
    const senders = Array.from({ length: 6 }, async () => {
      while (updating) {
        const key = `stack-update-${sequence++}`;
        outcomes.push(await submitLikeBrowser(nextAddress(), key));
      }
    });
    for (const index of [1, 0]) {
      // systemctl restart: SIGTERM, wait for the exit, start, wait for /readyz.
      await running(instances[index]).stop();
      await startApp(index);
    }
    updating = false;
    await Promise.all(senders);

    const ok = outcomes.filter((outcome) => outcome.status === 201);
    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
    // nginx passed every submission an instance refused or dropped on to the
    // other one (they carry an Idempotency-Key): no visitor had to send again.
    expect(outcomes.filter((outcome) => outcome.attempts > 1)).toEqual([]);
    await expectStoredAndMailedOnce(ok, since, "none");
    note(
      "update: submissions during two restarts / acknowledged",
      `${outcomes.length} / ${ok.length}`,
    );
    note(
      "update: submissions the browser had to retry",
      outcomes.filter((o) => o.attempts > 1).length,
    );
    note("update: seconds", seconds(started));
  });

  it("brings back the same leads and subscribers after the database is dropped", async () => {
    const started = performance.now();
    for (const email of ["ala@przyklad.pl", "olek@przyklad.pl", "ben@example.co.uk"]) {
      const answer = await (await clientFrom(nextAddress())).request(
        `/api/form-endpoints/${newsletter.endpointId}/submit`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${newsletter.key}`,
            "x-form-fill-time": "5000",
          },
          body: JSON.stringify({ email }),
        },
      );
      expect(answer.status).toBe(201);
    }
    // One of them confirms through the link in their mail: a discount code is issued.
    await until(
      () => (smtp?.mails ?? []).some((mail) => mail.to.includes("ala@przyklad.pl")),
      30_000,
      "the confirmation mail",
    );
    const confirmation = smtp?.mails.find((mail) => mail.to.includes("ala@przyklad.pl"));
    const link = /https:\/\/odracreative\.pl(\/api\/newsletter\/confirm\?\S+)/.exec(
      textOf(confirmation?.raw ?? ""),
    )?.[1];
    expect(link).toBeTruthy();
    const confirmed = await (await clientFrom(nextAddress())).request(link ?? "", {
      method: "POST",
    });
    expect(confirmed.status).toBe(200);

    const leadsBefore = await admin(["export", "leads"]);
    const subscribersBefore = await admin(["export", "subscribers"]);
    expect(subscribersBefore).toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);

    const file = path.join(dir, "backups", "odra.pgdump");
    await mkdir(path.dirname(file));
    const backupStarted = performance.now();
    await admin(["backup", file]);
    note(
      "backup: pg_dump file",
      `${(await readFile(file)).byteLength} bytes in ${seconds(backupStarted)}`,
    );

    // The restore procedure: stop the instances, drop (here) or rename the
    // database, create it empty, restore, start.
    for (const instance of instances) await running(instance).stop();
    await postgres?.psql(["-c", "DROP DATABASE odra WITH (FORCE)"]);
    expect(
      await postgres?.psql(["-tAc", "SELECT count(*) FROM pg_database WHERE datname = 'odra'"]),
    ).toBe("0\n");
    await postgres?.psql(["-f", "deploy/postgres/setup.sql"]);
    const restoreStarted = performance.now();
    const restored = await admin(["restore", file]);
    note("restore: pg_restore", seconds(restoreStarted));
    expect(restored).toMatch(/\d+ lead\(s\), 3 subscriber\(s\)/);
    await startApp(0);
    await startApp(1);

    expect(await admin(["export", "leads"])).toBe(leadsBefore);
    expect(await admin(["export", "subscribers"])).toBe(subscribersBefore);
    expect((await submitLikeBrowser(nextAddress(), "stack-after-restore")).status).toBe(201);
    note("restore: leads, subscribers", restored.trim().replace(/^.*: /, ""));
    note("restore: seconds (backup, drop, restore, two starts)", seconds(started));

    const log = (await nginx?.accessLog()) ?? "";
    note("nginx: requests logged", log.split("\n").filter(Boolean).length);
    // "$upstream_addr" names two instances when the first refused or dropped the request.
    note(
      "nginx: POSTs passed on to the other instance",
      log.split("\n").filter((line) => /"POST /.test(line) && /, /.test(line)).length,
    );
    for (const instance of instances) {
      const status = await readFile(`/proc/${running(instance).process.pid}/status`, "utf8");
      note(
        `instance ${instance.env.PORT}: resident memory`,
        /VmRSS:\s+(.*)/.exec(status)?.[1] ?? "?",
      );
    }
  });
});
