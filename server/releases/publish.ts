/**
 * Publishing: what the editor saved goes live by itself. Run every minute by
 * deploy/systemd/odra-creative-publish.timer (`npm run admin -- publish`), it
 * fetches the branch the editor commits to; when that holds a commit the site
 * does not run yet, it builds the commit in a new release folder, runs the
 * checks that guard content (the build's own schema checks, then
 * `npm run check:release`: links and structured data of the built pages),
 * and only if all pass points `current` at it, which restarts the instances
 * one at a time. A failed build changes nothing on the site: the folder is
 * deleted, the editor's line says what failed and the agency gets a mail.
 * Fetching, unpacking or installing packages failing is the machine's
 * trouble, not the content's: the next run tries the same commit again.
 * The previous releases are kept for `npm run admin -- rollback`.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { PublishingStatus } from "../../shared/publishing.ts";
import {
  currentRelease,
  prune,
  type Release,
  readStatus,
  releaseName,
  switchTo,
  withLock,
  writeReleaseInfo,
  writeStatus,
} from "./releases.ts";
import type { SiteRoot } from "./site-root.ts";

export interface PublishOptions {
  site: SiteRoot;
  /** Where the editor's commits are: a git URL (GitHub over SSH with a read-only deploy key). */
  repository: string;
  branch: string;
  /** The environment the build runs with: the instances' settings (SITE_URL, CONTACT_EMAIL, …). */
  env: NodeJS.ProcessEnv;
  /** The checkout running this, whose packages a release may share (server/build-layout.ts's rootDir). */
  checkout?: string;
  /** How many releases to keep, the current one included. */
  keep: number;
  /** Tells the agency that a change was refused, and why. */
  notifyRefused(status: PublishingStatus, log: string): Promise<void>;
  log(line: string): void;
  now?: () => Date;
}

export type PublishOutcome =
  | { outcome: "unchanged" | "tried"; commit: string }
  | { outcome: "published"; release: Release }
  | { outcome: "refused"; commit: string; reason: string };

/** A step that failed: what it printed, kept for the mail. */
class StepFailed extends Error {
  readonly step: string;
  readonly output: string;
  constructor(step: string, output: string) {
    super(`${step} failed`);
    this.step = step;
    this.output = output;
  }
}

/** Runs a program to its end; rejects with StepFailed and everything it printed. */
function run(
  step: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; stdout?: NodeJS.WritableStream },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-256 * 1024);
    };
    if (options.stdout) child.stdout.pipe(options.stdout);
    else child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", (error) => reject(new StepFailed(step, `${output}${error.message}`)));
    child.once("close", (code) =>
      code === 0 ? resolve(output) : reject(new StepFailed(step, output)),
    );
  });
}

const git = (site: SiteRoot, args: string[]) =>
  run("git", "git", ["--git-dir", site.source, ...args], { cwd: site.root });

/** The branch's newest commit, fetched into the site's bare copy of the repository. */
async function fetchBranch(site: SiteRoot, repository: string, branch: string): Promise<string> {
  if (!existsSync(site.source)) {
    await run("git", "git", ["init", "--quiet", "--bare", site.source], { cwd: site.root });
  }
  await git(site, [
    "fetch",
    "--quiet",
    "--force",
    "--depth",
    "1",
    repository,
    `+refs/heads/${branch}:refs/heads/${branch}`,
  ]);
  return (await git(site, ["rev-parse", `refs/heads/${branch}`])).trim();
}

/** The commit's files in `dir`, without the repository's history. */
async function checkout(site: SiteRoot, commit: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const tar = spawn("tar", ["-x", "-C", dir], { stdio: ["pipe", "ignore", "pipe"] });
  const extracted = new Promise<void>((resolve, reject) => {
    let errors = "";
    tar.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    tar.once("close", (code) => (code === 0 ? resolve() : reject(new StepFailed("tar", errors))));
  });
  await run("git archive", "git", ["--git-dir", site.source, "archive", "--format=tar", commit], {
    cwd: site.root,
    stdout: tar.stdin,
  });
  await extracted;
}

const lockFile = (dir: string) => {
  try {
    return readFileSync(path.join(dir, "package-lock.json"), "utf8");
  } catch {
    return undefined;
  }
};

/**
 * The packages: hard links to those of a checkout with the same lock file
 * (the current release, or the checkout running this): seconds, and no
 * download; npm replaces files rather than writing into them, and the build
 * writes its caches as new files. Otherwise, or across file systems, a clean
 * install.
 */
async function installPackages(dir: string, donors: string[], env: NodeJS.ProcessEnv) {
  const lock = lockFile(dir);
  const donor = donors.find(
    (candidate) =>
      lock !== undefined &&
      lockFile(candidate) === lock &&
      existsSync(path.join(candidate, "node_modules")),
  );
  if (donor) {
    const linked = await run(
      "cp",
      "cp",
      ["-al", path.join(donor, "node_modules"), path.join(dir, "node_modules")],
      {
        cwd: dir,
      },
    ).then(
      () => true,
      () => false,
    );
    if (linked) {
      await rm(path.join(dir, "node_modules", ".vite"), { recursive: true, force: true });
      return;
    }
    await rm(path.join(dir, "node_modules"), { recursive: true, force: true });
  }
  await run("npm ci", "npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, env });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours are control characters.
const colours = /\u001b\[[0-9;]*m/g;

/**
 * The lines of a failed step that say what is wrong, for the editor's line
 * and the mail: from the first error on, those naming a file of the content
 * (the build names the file, the entry and the field it refuses) first. The
 * release folder's path is left out.
 */
export function summarize(output: string, dir: string): string {
  const lines = output
    .replace(colours, "")
    .replaceAll(`${dir}/`, "")
    .replaceAll(dir, ".")
    .split("\n")
    .map((line) => line.trim())
    // Stack frames name the code, not what to fix.
    .filter((line) => line !== "" && !line.startsWith("at "));
  const first = lines.findIndex((line) =>
    /error|refuse|invalid|expected|required|missing|not found|×|✗|FAIL/i.test(line),
  );
  const from = first === -1 ? lines.slice(-5) : lines.slice(first, first + 12);
  const naming = (line: string) => /\bcontent\//.test(line);
  const chosen = [...from.filter(naming), ...from.filter((line) => !naming(line))].slice(0, 6);
  return chosen.map((line) => (line.length > 300 ? `${line.slice(0, 299)}…` : line)).join("\n");
}

export async function publish(options: PublishOptions): Promise<PublishOutcome> {
  const { site, log } = options;
  const now = options.now ?? (() => new Date());
  return withLock(site, async () => {
    const commit = await fetchBranch(site, options.repository, options.branch);
    const current = await currentRelease(site);
    const status = await readStatus(site);
    if (current?.commit === commit) return { outcome: "unchanged", commit };
    if (status?.tried === commit) return { outcome: "tried", commit };

    const live = current ? { commit: current.commit, at: current.builtAt } : undefined;
    const started = now();
    // `tried` moves on only once the build has ended: one cut short is built again.
    await writeStatus(site, {
      state: "building",
      commit,
      at: started.toISOString(),
      live,
      tried: status?.tried,
    });
    const name = releaseName(started, commit);
    const dir = path.join(site.releases, name);
    log(`Building ${commit.slice(0, 7)} in ${dir}`);
    const env = { ...options.env, CI: "true" };
    try {
      await checkout(site, commit, dir);
      await installPackages(
        dir,
        [current?.dir, options.checkout].filter((d) => d !== undefined),
        env,
      );
    } catch (error) {
      // The machine, not the content (the network during `npm ci`, a full disk): nothing is
      // refused or mailed, the line says what it said before, and the next run tries again.
      await rm(dir, { recursive: true, force: true });
      if (status) await writeStatus(site, status);
      else await rm(site.status, { force: true });
      throw error;
    }
    try {
      await run("npm run build:production", "npm", ["run", "build:production"], { cwd: dir, env });
      await run("npm run check:release", "npm", ["run", "check:release"], { cwd: dir, env });
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      if (!(error instanceof StepFailed)) throw error;
      const reason = summarize(error.output, dir);
      const refused: PublishingStatus = {
        state: "refused",
        commit,
        at: now().toISOString(),
        reason,
        live,
        tried: commit,
      };
      await writeStatus(site, refused);
      log(`Refused ${commit.slice(0, 7)}: ${reason}`);
      const tail = error.output.replace(colours, "").slice(-16 * 1024);
      await options.notifyRefused(refused, `$ ${error.step}\n${tail}`);
      return { outcome: "refused", commit, reason };
    }

    const builtAt = now().toISOString();
    await writeReleaseInfo(dir, { commit, builtAt });
    const release: Release = { commit, builtAt, name, dir };
    await switchTo(site, release);
    await writeStatus(site, {
      state: "live",
      commit,
      at: builtAt,
      live: { commit, at: builtAt },
      tried: commit,
    });
    const deleted = await prune(site, options.keep);
    log(`Published ${name}${deleted.length > 0 ? `; deleted ${deleted.join(", ")}` : ""}`);
    return { outcome: "published", release };
  });
}
