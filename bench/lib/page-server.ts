/** The production server for the page benchmarks, on a throw-away data folder so it never waits for another server's database lock. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../../tests/support/server-process.ts";

export async function startPageServer(port: number, buildDir?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-pages-"));
  const server = await startServerProcess({
    port,
    env: {
      DATA_DIR: dataDir,
      LOG_REQUESTS: "0",
      // Every page of a run is asked for from this one address.
      PAGE_RATE_LIMIT_IP: "1000000",
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    },
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
