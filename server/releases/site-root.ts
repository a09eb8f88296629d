/**
 * The folder a production server keeps its releases in (/srv/odra-creative
 * in deploy/): each release a folder of its own under releases/, `current` a
 * link to the one the instances run, switched atomically; the repository's
 * copy publishing fetches into; what publishing last did (read by the editor's
 * line); and the stamp whose change restarts the instances
 * (deploy/systemd/odra-creative-restart.path).
 *
 *   /srv/odra-creative/
 *     current -> releases/20261128T120501Z-3f2a9c1
 *     releases/20261128T120501Z-3f2a9c1/   a checkout with node_modules and build/
 *     source/                              bare copy of the repository
 *     publishing.json                      shared/publishing.ts
 *     released                             rewritten at every switch
 *     publishing.lock                      held while a publish or a rollback runs
 */
import path from "node:path";

export interface SiteRoot {
  root: string;
  releases: string;
  current: string;
  source: string;
  status: string;
  released: string;
  lock: string;
}

export function siteRoot(root: string): SiteRoot {
  return {
    root,
    releases: path.join(root, "releases"),
    current: path.join(root, "current"),
    source: path.join(root, "source"),
    status: path.join(root, "publishing.json"),
    released: path.join(root, "released"),
    lock: path.join(root, "publishing.lock"),
  };
}

/**
 * The site root a release folder belongs to (`<root>/releases/<name>`), or
 * undefined for a checkout that is not a release (a developer's machine).
 */
export function siteRootOf(releaseDir: string): SiteRoot | undefined {
  const parent = path.dirname(releaseDir);
  if (path.basename(parent) !== "releases") return undefined;
  return siteRoot(path.dirname(parent));
}
