/**
 * Publishing on a production server's folders (deploy/systemd/odra-creative-
 * publish.*, server/releases/): commits pushed to the editor's branch of a
 * repository go live by themselves, a broken one is refused while the site
 * keeps its pages, and `npm run admin -- rollback` goes back one release.
 *
 * systemd does not run here: each publish is the command the timer starts,
 * and the instance is restarted when the `released` stamp changes, as
 * odra-creative-restart.path does (the units are checked by systemd-analyze
 * in stack.test.ts).
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import faqFile from "../../content/entries/faq.json" with { type: "json" };
import { type PublishingStatus, publishingStatusSchema } from "../../shared/publishing.ts";
import {
  copyRepository,
  ownCompany,
  productionEnv,
  writeCompany,
} from "../support/repository-copy.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { closeSmtp, startSmtp, type TestSmtp, textOf } from "../support/smtp.ts";
import { root } from "./stack.ts";

const run = promisify(execFile);

/** This process's environment without what the test runner adds to it. */
const plainEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV"),
);

let dir = "";
let work = "";
let origin = "";
let srv = "";
let smtp: TestSmtp;
let site: ServerProcess | undefined;

const git = (...args: string[]) =>
  run("git", ["-c", "user.name=Redakcja", "-c", "user.email=redakcja@agencja.example", ...args], {
    cwd: work,
  });

/** Commits the working copy's changes and pushes them to the editor's branch, as a save in the editor does. */
async function push(message: string): Promise<string> {
  await git("add", "-A");
  await git("commit", "--quiet", "-m", message);
  await git("push", "--quiet", "origin", "main");
  return (await git("rev-parse", "HEAD")).stdout.trim();
}

/** The first FAQ question, in Polish, set to `question`. */
async function setFirstQuestion(question: string): Promise<void> {
  const faq = structuredClone(faqFile);
  const first = faq.items[0];
  if (!first) throw new Error("content/entries/faq.json has no question");
  first.question.pl = question;
  await writeFile(path.join(work, "content/entries/faq.json"), `${JSON.stringify(faq, null, 2)}\n`);
}

const publishEnv = () => ({
  ...plainEnv,
  ...productionEnv,
  PUBLISH_REPOSITORY: origin,
  CMS_BRANCH: "main",
  PUBLISH_KEEP: "2",
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  SMTP_ALLOW_PLAINTEXT: "1",
  MAIL_TO: "redakcja@agencja.example",
});

/** `npm run admin -- <command>` as the server's units run it: from the current release, or from `cwd`. */
function admin(args: string[], cwd = path.join(srv, "current")) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(cwd, "server/cli/cli.ts"), ...args], {
      cwd,
      env: publishEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const released = () => readFile(path.join(srv, "released"), "utf8").catch(() => "");
const currentTarget = () => realpathSync(path.join(srv, "current"));

/** Starts the instance on the current release, stopping the one before (odra-creative-restart.service). */
async function restart(): Promise<void> {
  await site?.stop();
  site = await startServerProcess({
    root: currentTarget(),
    env: { ...plainEnv, ...productionEnv, DATA_DIR: path.join(dir, "data") },
  });
}

/** Runs what the timer runs; restarts the instance if the release changed, as the path unit does. */
async function publish() {
  const stamp = await released();
  const result = await admin(["publish"]);
  if ((await released()) !== stamp) await restart();
  return result;
}

async function rollback() {
  const stamp = await released();
  const result = await admin(["rollback"]);
  if ((await released()) !== stamp) await restart();
  return result;
}

const home = async () => (await fetch(`${site?.url}/`)).text();
const status = async (): Promise<PublishingStatus> =>
  publishingStatusSchema.parse(await (await fetch(`${site?.url}/admin/publishing.json`)).json());

const original = faqFile.items[0]?.question.pl ?? "";
const changed = "Ile kosztuje strona internetowa dla firmy ze Szczecina?";
const refusedText = "Czy ta zmiana trafi na stronę?";
const fixed = "Ile kosztuje dobra strona firmowa?";

describe("publishing what the editor saved", () => {
  let first = "";
  let second = "";
  let broken = "";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "publishing-"));
    work = path.join(dir, "work");
    origin = path.join(dir, "origin.git");
    srv = path.join(dir, "srv");
    await mkdir(work);
    smtp = await startSmtp();
    // The repository as the agency keeps it: its own company data in, the editor's branch main.
    await copyRepository(root, work);
    writeCompany(work, ownCompany);
    await git("init", "--quiet", "-b", "main");
    await run("git", ["init", "--quiet", "--bare", "-b", "main", origin]);
    await git("remote", "add", "origin", origin);
    first = await push("The site as it goes live");
    // The first release, published from a checkout as the deployment guide does it.
    const checkout = path.join(dir, "checkout");
    await run("git", ["clone", "--quiet", origin, checkout]);
    await symlink(path.join(root, "node_modules"), path.join(checkout, "node_modules"));
    const bootstrap = await admin(["publish", "--root", srv], checkout);
    if (bootstrap.code !== 0) throw new Error(`the first publish failed:\n${bootstrap.output}`);
    await restart();
  }, 600_000);

  afterAll(async () => {
    await site?.stop();
    if (smtp) await closeSmtp(smtp.server);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("runs the first release, built from the branch's commit", async () => {
    expect(await home()).toContain(original);
    expect(await status()).toMatchObject({ state: "live", commit: first, tried: first });
  });

  it("leaves the site alone while the branch has nothing new", async () => {
    const before = currentTarget();
    const { code, output } = await publish();
    expect(code).toBe(0);
    expect(output).toContain("Up to date");
    expect(currentTarget()).toBe(before);
  });

  it("puts a pushed content change on the site without anyone at a terminal", async () => {
    await setFirstQuestion(changed);
    second = await push("FAQ: the question names Szczecin");
    const { code, output } = await publish();
    expect(code, output).toBe(0);
    expect(output).toContain("Published");
    const page = await home();
    expect(page).toContain(changed);
    expect(page).not.toContain(original);
    expect(await status()).toMatchObject({ state: "live", commit: second });
  });

  it("refuses a broken change: the site keeps its pages, the editor's line and a mail say why", async () => {
    const before = currentTarget();
    await setFirstQuestion(refusedText);
    writeCompany(work, {
      ...ownCompany,
      registration: { ...ownCompany.registration, krs: "123" },
    });
    broken = await push("Company data with a KRS number cut short");
    const { code, output } = await publish();
    expect(code, output).toBe(1);
    expect(output).toContain("Refused");
    expect(currentTarget()).toBe(before);
    const page = await home();
    expect(page).toContain(changed);
    expect(page).not.toContain(refusedText);
    // No half-built release is left behind.
    expect(await readdir(path.join(srv, "releases"))).toHaveLength(2);

    const line = await status();
    expect(line).toMatchObject({ state: "refused", commit: broken, live: { commit: second } });
    expect(line.reason).toContain("company.json");
    expect(line.reason).toContain("krs");
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(["redakcja@agencja.example"]);
    const text = textOf(mail?.raw ?? "");
    expect(text).toContain(broken.slice(0, 7));
    expect(text).toContain("krs");
    expect(text).toContain("Strona pokazuje nadal wersję");
  });

  it("does not build a refused change again every minute", async () => {
    const mails = smtp.mails.length;
    const { code, output } = await publish();
    expect(code).toBe(0);
    expect(output).toContain("built before");
    expect(smtp.mails).toHaveLength(mails);
  });

  it("goes back one release with `npm run admin -- rollback`, and stays there", async () => {
    const { code, output } = await rollback();
    expect(code, output).toBe(0);
    expect(output).toContain("Rolled back");
    expect(await home()).toContain(original);
    expect(await status()).toMatchObject({ state: "rolled-back", commit: first });
    const again = await publish();
    expect(again.output).toContain("built before");
    expect(await home()).toContain(original);
    expect((await rollback()).output).toContain("nothing to go back to");
  });

  it("publishes the editor's next save again, keeping two releases", async () => {
    await setFirstQuestion(fixed);
    writeCompany(work, ownCompany);
    const next = await push("FAQ: a shorter question; KRS number restored");
    const { code, output } = await publish();
    expect(code, output).toBe(0);
    expect(await home()).toContain(fixed);
    expect(await status()).toMatchObject({ state: "live", commit: next });
    const releases = await readdir(path.join(srv, "releases"));
    expect(releases).toHaveLength(2);
    expect(releases.some((name) => name.endsWith(first.slice(0, 7)))).toBe(false);
    expect(existsSync(path.join(srv, "source"))).toBe(true);
  });
});
