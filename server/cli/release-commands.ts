/**
 * `npm run admin -- publish` and `npm run admin -- rollback`: the release
 * folders of a production server (server/releases/). Run from a release
 * (/srv/odra-creative/current) they find their site root themselves; --root
 * names it, for the first release, published from a fresh checkout.
 */
import path from "node:path";
import { rootDir } from "../build-layout.ts";
import { loadConfig } from "../config.ts";
import { publish } from "../releases/publish.ts";
import { refusalMail, sendRefusalMail } from "../releases/refusal-mail.ts";
import { rollback } from "../releases/releases.ts";
import { type SiteRoot, siteRoot, siteRootOf } from "../releases/site-root.ts";
import { SetupError } from "../setup-error.ts";

function siteRootFor(root: string | undefined): SiteRoot {
  if (root) return siteRoot(path.resolve(root));
  const site = siteRootOf(rootDir);
  if (!site) {
    throw new SetupError(
      `${rootDir} is not a release folder (<root>/releases/<name>): run this from /srv/odra-creative/current, or name the site root with --root.`,
    );
  }
  return site;
}

export async function publishCommand(root: string | undefined): Promise<number> {
  const config = loadConfig();
  const { repository, branch, keep } = config.publishing;
  if (!repository) {
    throw new SetupError(
      "PUBLISH_REPOSITORY is not set: the git URL the editor's commits are fetched from (docs/deployment.md).",
    );
  }
  const { smtpUrl, allowPlaintext, from, to } = config.mail;
  const result = await publish({
    site: siteRootFor(root),
    repository,
    branch,
    env: process.env,
    checkout: rootDir,
    keep,
    log: (line) => console.log(line),
    async notifyRefused(status, log) {
      if (!smtpUrl) {
        console.error("SMTP_URL is not set: the refusal is not mailed.");
        return;
      }
      await sendRefusalMail(refusalMail(status, log, { from, to }, config.siteUrl), {
        smtpUrl,
        allowPlaintext,
      }).catch((error: unknown) => {
        console.error(
          `The refusal could not be mailed: ${error instanceof Error ? error.message : error}`,
        );
      });
    },
  });
  const commit = "commit" in result ? result.commit.slice(0, 7) : result.release.name;
  const said = {
    unchanged: `Up to date: ${branch} is at ${commit}, which the site runs.`,
    tried: `${commit} was built before (refused, or rolled back from); waiting for a newer commit on ${branch}.`,
    published: `Published ${commit}.`,
    refused: `Refused ${commit}: the site keeps its current release.`,
  }[result.outcome];
  console.log(said);
  return result.outcome === "refused" ? 1 : 0;
}

export async function rollbackCommand(root: string | undefined): Promise<number> {
  const { from, to } = await rollback(siteRootFor(root));
  console.log(
    `Rolled back from ${from.name} to ${to.name} (commit ${to.commit.slice(0, 7)}). The instances restart by themselves (odra-creative-restart.path). ${from.commit.slice(0, 7)} is not built again, but the next commit on the branch holds it too: revert it (git revert ${from.commit.slice(0, 7)}) and push, then tell the editors.`,
  );
  return 0;
}
