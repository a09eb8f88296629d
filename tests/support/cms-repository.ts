/**
 * A throw-away copy of the repository for the content editor's end-to-end
 * test: the editor writes there through decap-server (its local mode, as on a
 * marketer's machine), the copy is built, and the test reads the built pages.
 * The working tree is never written to; the copy and the proxy go at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** What a build or a test leaves in the working tree and a copy does without. */
const notCopied = new Set([
  ".git",
  "node_modules",
  "build",
  "build-measured",
  "build-before",
  "data",
  "test-results",
  "playwright-report",
]);

export interface CmsRepository {
  dir: string;
  /** `astro build` in the copy: its pre-rendered pages, feed and sitemap under build/client. */
  build(): Promise<void>;
  dispose(): Promise<void>;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors}`)),
    );
  });
}

/** decap-server writing to `dir` (MODE=fs), on this machine only, once it listens. */
function startProxy(dir: string, port: number): Promise<ChildProcess> {
  const server = path.join(root, "node_modules", "decap-server", "dist", "index.js");
  const child = spawn(process.execPath, [server], {
    cwd: dir,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: dir,
      PORT: String(port),
      BIND_HOST: "localhost",
      MODE: "fs",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`decap-server did not start: ${output}`));
    }, 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Proxy Server listening")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", listen);
    child.stderr?.on("data", listen);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`decap-server exited with ${code}: ${output}`));
    });
  });
}

export async function createCmsRepository(proxyPort: number): Promise<CmsRepository> {
  const dir = await mkdtemp(path.join(tmpdir(), "odra-cms-"));
  await cp(root, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source);
      return !notCopied.has(relative.split(path.sep)[0] ?? "");
    },
  });
  // The copy runs on the project's packages; it builds into its own build/.
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const proxy = await startProxy(dir, proxyPort).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    dir,
    build: () =>
      run(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], dir),
    async dispose() {
      proxy.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
