/**
 * A production server of its own for end-to-end suites that read back what the
 * forms stored: a fresh embedded database in a temporary folder, no mail, no
 * minimum fill time (unless `env` sets one), no request log and no page limit.
 * `stop` keeps the folder for the admin CLI or `stored` to read; `dispose`
 * stops the server and removes it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client.ts";
import { createStore } from "../../server/db/store.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

export interface FormsServer {
  url: string;
  /** The server's DATA_DIR, for the admin CLI. */
  dataDir: string;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startFormsServer(
  name: string,
  env: Record<string, string> = {},
): Promise<FormsServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      env: {
        FORM_MIN_FILL_MS: "0",
        ...env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        LOG_REQUESTS: "0",
        // Every browser of the suite comes from this one address.
        PAGE_RATE_LIMIT_IP: "1000000",
      },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url: running.url,
    dataDir,
    stop: () => running.stop(),
    async dispose() {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a stopped forms server's database holds: leads, subscribers and the mail outbox. */
export async function stored(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  try {
    const store = createStore(database.db);
    return {
      leads: await store.leads(),
      subscribers: await store.subscribers(),
      outbox: await store.outboxStatus(),
    };
  } finally {
    await database.close();
  }
}
