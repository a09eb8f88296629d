/**
 * The running server's backup socket, for the embedded database only: PGlite
 * is opened by one process, so while the server runs only the server can read
 * its folder, and the admin CLI asks it for a backup here. HTTP over a Unix
 * socket beside the folder's lock (`<folder>.sock`), readable and writable by
 * the server's own user only, inside a data folder that is that user's too:
 * whoever can open it could read the database files anyway. One request:
 * POST /backup answers 200 with the gzipped tarball. See
 * docs/decisions/0012-pglite-backups-through-the-server.md.
 */
import { createWriteStream } from "node:fs";
import { chmod, rm } from "node:fs/promises";
import http from "node:http";
import { pipeline } from "node:stream/promises";
import type { Logger } from "../log.ts";
import { SetupError } from "../setup-error.ts";

export const backupSocketPath = (pgliteDir: string) => `${pgliteDir}.sock`;

export interface BackupSocket {
  close(): Promise<void>;
}

export async function serveBackups(
  socketPath: string,
  snapshot: () => Promise<Blob>,
  log: Logger,
): Promise<BackupSocket> {
  // Whoever holds the folder's lock owns its socket: one left by a killed server goes.
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/backup") {
      response.writeHead(404).end();
      return;
    }
    const started = performance.now();
    snapshot()
      .then(async (tarball) => {
        const bytes = Buffer.from(await tarball.arrayBuffer());
        response.writeHead(200, {
          "Content-Type": "application/gzip",
          "Content-Length": bytes.byteLength,
        });
        response.end(bytes);
        log.info("backup taken", {
          bytes: tarball.size,
          ms: Math.round(performance.now() - started),
        });
      })
      .catch((error: unknown) => {
        log.error("backup failed", {}, error);
        if (response.headersSent) response.destroy();
        else response.writeHead(500).end("The server could not take the backup: see its log.");
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) => {
      reject(new SetupError(`Cannot open the backup socket ${socketPath} (${String(error)}).`));
    });
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const noServer = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  (error.code === "ENOENT" || error.code === "ECONNREFUSED");

/**
 * Asks the server on `socketPath` for a backup and writes it into `file`.
 * "no server" when nothing listens there (no server runs, or one was killed).
 */
export function requestBackup(socketPath: string, file: string): Promise<"written" | "no server"> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "POST", path: "/backup" }, (response) => {
      if (response.statusCode !== 200) {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => reject(new SetupError(text || `HTTP ${response.statusCode}`)));
        return;
      }
      const expected = Number(response.headers["content-length"]);
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
      });
      pipeline(response, createWriteStream(file))
        .then(() => {
          if (received !== expected) {
            throw new SetupError(
              `The backup stopped after ${received} of ${expected} bytes: the server may have stopped.`,
            );
          }
          resolve("written");
        })
        .catch(reject);
    });
    request.on("error", (error) => (noServer(error) ? resolve("no server") : reject(error)));
    request.end();
  });
}
