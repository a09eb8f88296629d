/**
 * Starts the production server of the current build (`node server/main.ts`)
 * as a child process: for the server suites, the end-to-end forms suite and
 * the benchmarks. It waits for the server's own "listening" log line, so it
 * knows the port even when the server picked a free one, and it waits as long
 * as a loaded machine needs; if the server exits or the deadline passes, the
 * error carries everything the server printed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { rootDir, serverEntry } from "../../server/build-layout.ts";

export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  process: ChildProcess;
  /** What the server printed (its last 64 KB). */
  output(): string;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then wait for the exit. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** 0 (the default) lets the server pick a free port. */
  port?: number;
  /** How long starting may take: a cold start on a busy 2-core machine can take a minute. */
  timeoutMs?: number;
  /** Another checkout whose own server and build to start (a benchmark's "before"); this one by default. */
  root?: string;
}

const KEEP_OUTPUT = 64 * 1024;

/** The URL in the server's `{"msg":"listening","url":…}` line, once it has printed it. */
function listeningUrl(output: string): string | undefined {
  for (const line of output.split("\n")) {
    if (!line.includes('"listening"')) continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (
        entry &&
        typeof entry === "object" &&
        "msg" in entry &&
        entry.msg === "listening" &&
        "url" in entry &&
        typeof entry.url === "string"
      ) {
        return entry.url;
      }
    } catch {
      // Not a log line.
    }
  }
  return undefined;
}

export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const root = options.root ? path.resolve(options.root) : rootDir;
  if (!options.root && !existsSync(serverEntry)) {
    throw new Error("No build found: run `npm run build` first.");
  }
  const timeoutMs = options.timeoutMs ?? 180_000;
  const child = spawn(process.execPath, [path.join(root, "server", "main.ts")], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(options.port ?? 0), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT);
  };
  child.stdout.on("data", record);
  child.stderr.on("data", record);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.stdout.off("data", check);
      reject(new Error(`${reason}. The server printed:\n${output || "(nothing)"}`));
    };
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(`the server did not start within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    const check = () => {
      const found = listeningUrl(output);
      if (!found) return;
      clearTimeout(timer);
      child.stdout.off("data", check);
      resolve(found.replace("localhost", "127.0.0.1"));
    };
    child.stdout.on("data", check);
    child.once("exit", (code, signal) => fail(`the server exited (${signal ?? code})`));
  });

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url,
    process: child,
    output: () => output,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
  };
}
