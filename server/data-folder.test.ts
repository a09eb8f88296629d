import { chmod, lstat, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { guardDataFolder } from "./data-folder.ts";
import { SetupError } from "./setup-error.ts";

describe("guarding the data folder", () => {
  let dir = "";
  const warnings: string[] = [];
  const log = { warn: (msg: string) => void warnings.push(msg) };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "guard-"));
    warnings.length = 0;
  });
  afterEach(async () => {
    await chmod(dir, 0o700);
    await rm(dir, { recursive: true, force: true });
  });

  it("leaves an owner-only folder as it is, silently", async () => {
    await guardDataFolder(dir, log);
    expect((await lstat(dir)).mode & 0o7777).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it("closes a folder others can open, and says so", async () => {
    await chmod(dir, 0o755);
    await guardDataFolder(dir, log);
    expect((await lstat(dir)).mode & 0o7777).toBe(0o700);
    expect(warnings).toEqual(["data folder was open to other users: now its owner's only"]);
  });

  it("refuses a shared folder such as /tmp rather than lock its other users out", async () => {
    await chmod(dir, 0o1777);
    await expect(guardDataFolder(dir, log)).rejects.toThrow(SetupError);
    expect((await lstat(dir)).mode & 0o7777).toBe(0o1777);
  });

  it("makes no folder that is not there", async () => {
    await guardDataFolder(path.join(dir, "nie-ma"), log);
    expect(warnings).toEqual([]);
  });
});
