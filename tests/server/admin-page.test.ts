/**
 * The content editor at /admin costs the public pages nothing and is no
 * public page itself: it answers with noindex and a policy of its own, its
 * configuration follows the server's settings, the sitemap and robots.txt do
 * not name it, and no pre-rendered page, nor any file such a page loads,
 * mentions it or carries a byte of it (checked on the built pages).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./helpers.ts";
import { createTestDatabase, root, startServer, type TestDatabase } from "./helpers.ts";

const clientDir = path.join(root, "build", "client");

let db: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  db = await createTestDatabase("pglite");
  server = await startServer(db, {
    CMS_GITHUB_REPO: "odra-creative/site",
    CMS_LOCAL_PROXY_PORT: "8123",
  });
});

afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

async function builtFiles(dir = clientDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
}

describe("the editor's page", () => {
  it("answers with noindex and a policy of its own, without the pages' inline-script hashes", async () => {
    const response = await fetch(`${server.url}/admin`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<script type="module" src="/admin/admin.js">');
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain(
      "connect-src 'self' blob: https://api.github.com http://localhost:8123",
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("sha256-");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });

  it("serves Decap CMS from the site's own origin with the same headers", async () => {
    const response = await fetch(`${server.url}/admin/decap-cms.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("gives the editor the configuration of this server: the GitHub repository and the local proxy", async () => {
    const response = await fetch(`${server.url}/admin/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const config = (await response.json()) as {
      backend: { name: string; repo: string };
      local_backend: { url: string };
      collections: { name: string }[];
    };
    expect(config.backend).toMatchObject({ name: "github", repo: "odra-creative/site" });
    expect(config.local_backend.url).toBe("http://localhost:8123/api/v1");
    expect(config.collections.map((collection) => collection.name)).toEqual([
      "blog",
      "offer",
      "faq",
      "team",
      "reviews",
      "portfolio",
      "caseStudies",
      "agencyProfile",
      "clients",
      "company",
      "serviceImages",
    ]);
  });

  it("shows no publishing line where the server does not run from a release folder", async () => {
    const response = await fetch(`${server.url}/admin/publishing.json`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("the public pages", () => {
  it("keep the pages' own policy and no noindex", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("'strict-dynamic'");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("leave the editor out of the sitemap and robots.txt", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).not.toContain("/admin");
  });

  it("neither name the editor nor load a file of it: every pre-rendered page and every file outside /admin", async () => {
    const files = await builtFiles();
    const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
    expect(pages.length).toBeGreaterThan(50);
    const outside = files.filter(
      (file) => !file.startsWith("admin/") && /\.(html|js|css|json|xml|txt|data)$/.test(file),
    );
    const mentions: string[] = [];
    for (const file of outside) {
      const text = await readFile(path.join(clientDir, file), "utf8");
      if (/\/admin\/|decap|netlify-cms|CMS_MANUAL_INIT/i.test(text)) mentions.push(file);
    }
    expect(mentions).toEqual([]);
    // The editor's code lives under /admin/ alone.
    const decapChunks = files.filter((file) => file.endsWith("decap-cms.js"));
    expect(decapChunks.length).toBeGreaterThan(1);
    expect(decapChunks.every((file) => file.startsWith("admin/"))).toBe(true);
  });
});
