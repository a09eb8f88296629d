/**
 * Release folders (server/releases/site-root.ts): which exist, which one the
 * site runs, switching to another in one step, going back one, and keeping
 * only the newest few. A release counts once its `.release.json` is written,
 * after its build and checks passed; a folder without it is a build in
 * progress or one that failed.
 */
import { existsSync } from "node:fs";
import {
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { type PublishingStatus, publishingStatusSchema } from "../../shared/publishing.ts";
import { SetupError } from "../setup-error.ts";
import type { SiteRoot } from "./site-root.ts";

export const RELEASE_FILE = ".release.json";

const releaseSchema = z.object({ commit: z.string(), builtAt: z.string() });
export type ReleaseInfo = z.infer<typeof releaseSchema>;

export interface Release extends ReleaseInfo {
  name: string;
  dir: string;
}

/** `20261128T120501Z-3f2a9c1`: names sort by the time they were built. */
export function releaseName(builtAt: Date, commit: string): string {
  const stamp = builtAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${stamp}-${commit.slice(0, 7)}`;
}

async function readRelease(dir: string): Promise<Release | undefined> {
  try {
    const info = releaseSchema.parse(
      JSON.parse(await readFile(path.join(dir, RELEASE_FILE), "utf8")),
    );
    return { ...info, name: path.basename(dir), dir };
  } catch {
    return undefined;
  }
}

export async function writeReleaseInfo(dir: string, info: ReleaseInfo): Promise<void> {
  await writeFile(path.join(dir, RELEASE_FILE), `${JSON.stringify(info)}\n`);
}

/** Every finished release, oldest first. */
export async function listReleases(site: SiteRoot): Promise<Release[]> {
  if (!existsSync(site.releases)) return [];
  const names = (await readdir(site.releases)).sort();
  const releases = await Promise.all(
    names.map((name) => readRelease(path.join(site.releases, name))),
  );
  return releases.filter((release) => release !== undefined);
}

/** The release `current` points at, if any. */
export async function currentRelease(site: SiteRoot): Promise<Release | undefined> {
  try {
    const target = await readlink(site.current);
    return await readRelease(path.resolve(path.dirname(site.current), target));
  } catch {
    return undefined;
  }
}

/**
 * Points `current` at the release in one step (a new link renamed over the
 * old one: a reader sees one or the other, never neither), then rewrites the
 * stamp that restarts the instances.
 */
export async function switchTo(site: SiteRoot, release: Release): Promise<void> {
  const next = `${site.current}.next`;
  await rm(next, { force: true });
  await symlink(path.relative(site.root, release.dir), next);
  await rename(next, site.current);
  await writeFile(site.released, `${release.name} ${new Date().toISOString()}\n`);
}

/** Deletes the oldest releases beyond `keep`, never the current one. */
export async function prune(site: SiteRoot, keep: number): Promise<string[]> {
  const releases = await listReleases(site);
  const current = await currentRelease(site);
  const old = releases.slice(0, Math.max(0, releases.length - keep));
  const deleted = old.filter((release) => release.name !== current?.name);
  await Promise.all(deleted.map((release) => rm(release.dir, { recursive: true, force: true })));
  return deleted.map((release) => release.name);
}

export async function readStatus(site: SiteRoot): Promise<PublishingStatus | undefined> {
  try {
    return publishingStatusSchema.parse(JSON.parse(await readFile(site.status, "utf8")));
  } catch {
    return undefined;
  }
}

/** Written whole under another name and renamed, so the editor never reads half of it. */
export async function writeStatus(site: SiteRoot, status: PublishingStatus): Promise<void> {
  const next = `${site.status}.next`;
  await writeFile(next, `${JSON.stringify(status)}\n`);
  await rename(next, site.status);
}

/**
 * Runs `work` holding the site's lock, so a rollback never meets a publish
 * half-way. A lock left by a process that no longer runs is taken over.
 */
export async function withLock<T>(site: SiteRoot, work: () => Promise<T>): Promise<T> {
  await mkdir(site.root, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(site.lock, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      const holder = Number(await readFile(site.lock, "utf8").catch(() => ""));
      if (attempt === 0 && !isRunning(holder)) {
        await rm(site.lock, { force: true });
        continue;
      }
      throw new SetupError(
        `Another publish or rollback is running (process ${holder || "unknown"}, ${site.lock}).`,
        { cause: error },
      );
    }
  }
  try {
    return await work();
  } finally {
    await rm(site.lock, { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Back to the release before the current one. What publishing tried last
 * stays tried: the release gone back from (or a refused save after it) is not
 * built again until the editor saves something newer.
 */
export async function rollback(
  site: SiteRoot,
  now = new Date(),
): Promise<{ from: Release; to: Release }> {
  return withLock(site, async () => {
    const releases = await listReleases(site);
    const current = await currentRelease(site);
    if (!current) throw new SetupError(`No current release in ${site.root}.`);
    const at = releases.findIndex((release) => release.name === current.name);
    const previous = at > 0 ? releases[at - 1] : undefined;
    if (!previous) {
      throw new SetupError(
        `${current.name} is the oldest release kept: there is nothing to go back to.`,
      );
    }
    const tried = (await readStatus(site))?.tried ?? current.commit;
    await switchTo(site, previous);
    await writeStatus(site, {
      state: "rolled-back",
      commit: previous.commit,
      at: now.toISOString(),
      live: { commit: previous.commit, at: previous.builtAt },
      tried,
    });
    return { from: current, to: previous };
  });
}
