/**
 * React Router's client manifest of the current build: which JavaScript and
 * CSS files each route loads before it hydrates. The bundle report and the
 * chunk-count check read it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { clientDir } from "../../server/build-layout.ts";

interface ManifestEntry {
  id?: string;
  hasDefaultExport?: boolean;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

export const assetsDir = path.join(clientDir, "assets");

export async function readClientManifest(): Promise<Manifest> {
  const manifestFile = (await readdir(assetsDir)).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error("No client manifest: run `npm run build` first.");
  const source = await readFile(path.join(assetsDir, manifestFile), "utf8");
  return JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, "").replace(/;?\s*$/, ""),
  ) as Manifest;
}

/** Page routes only: resource routes (sitemap, RSS, PDF) and redirects ship no JavaScript. */
export function pageRouteIds(manifest: Manifest): string[] {
  return Object.entries(manifest.routes)
    .filter(
      ([id, route]) =>
        id !== "root" && !id.startsWith("redirect:") && route.module && route.hasDefaultExport,
    )
    .map(([id]) => id);
}

/** The JavaScript and CSS files a route loads up front: the entry's, its parents' and its own. */
export function firstLoadFiles(manifest: Manifest, routeId: string) {
  const chain = (id: string): ManifestEntry[] => {
    const route = manifest.routes[id];
    if (!route) return [];
    return [...(route.parentId ? chain(route.parentId) : []), route];
  };
  const entries = [manifest.entry, ...chain(routeId)];
  return {
    js: new Set(entries.flatMap((entry) => [entry.module, ...(entry.imports ?? [])])),
    css: new Set(entries.flatMap((entry) => entry.css ?? [])),
  };
}
