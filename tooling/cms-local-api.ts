/**
 * The editor's local API for `npm run cms`: decap-server's file-system
 * middleware, which writes what the editor saves into the working tree, behind
 * a check of who is asking. It answers only requests addressed to this machine
 * by a loopback name and its own port (Host: localhost, 127.0.0.1 or [::1]),
 * sent by the editor's page on the site's local server (Origin). A page of
 * another site that points its own host name at 127.0.0.1 (DNS rebinding) sends
 * its own name as Host and Origin, and any other page its own Origin: they are
 * refused before anything is read or written, so they cannot replace the
 * project's scripts, git hooks or packages.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

/** What decap-server's middleware needs of an express application. */
interface ExpressApp {
  (request: IncomingMessage, response: ServerResponse): void;
  use(
    handler: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
  ): void;
}

interface DecapMiddlewares {
  registerLocalFs(app: ExpressApp, options?: { logLevel?: string }): Promise<void>;
}

export interface LocalApiOptions {
  /** The folder the editor writes into. */
  repoDir: string;
  /** The port this API listens on (CMS_LOCAL_PROXY_PORT); 0 for any free one. */
  port: number;
  /** The port of the site's local server, whose /admin page is the one client. */
  sitePort: number;
  /** Where it listens: this machine only. */
  host?: string;
  logLevel?: string;
}

const loopbackNames = ["localhost", "127.0.0.1", "[::1]"];

/** Why a request is refused, or undefined when it comes from the editor on this machine. */
export function refusal(
  headers: { host?: string | undefined; origin?: string | undefined },
  ports: { api: number; site: number },
): string | undefined {
  const host = headers.host?.toLowerCase();
  if (!host || !loopbackNames.some((name) => host === `${name}:${ports.api}`)) {
    return `Host ${JSON.stringify(headers.host ?? "")} is not this machine's (localhost:${ports.api})`;
  }
  const origin = headers.origin?.toLowerCase();
  if (!origin || !loopbackNames.some((name) => origin === `http://${name}:${ports.site}`)) {
    return `Origin ${JSON.stringify(headers.origin ?? "")} is not the editor's (http://localhost:${ports.site})`;
  }
  return undefined;
}

/** decap-server's own express and middleware, as its package resolves them. */
function decapServer(): { express: () => ExpressApp; middlewares: DecapMiddlewares } {
  const fromDecap = createRequire(createRequire(import.meta.url).resolve("decap-server"));
  return {
    express: fromDecap("express"),
    middlewares: fromDecap("decap-server/dist/middlewares.js"),
  };
}

/** Starts the API; resolves once it listens. */
export async function startLocalApi(options: LocalApiOptions): Promise<Server> {
  const { express, middlewares } = decapServer();
  const app = express();
  const ports = { api: options.port, site: options.sitePort };
  app.use((request, response, next) => {
    const problem = refusal(request.headers, ports);
    if (!problem) {
      next();
      return;
    }
    console.error(`CMS: refused ${request.method} ${request.url}: ${problem}.`);
    response.writeHead(403, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: `Refused: ${problem}.` }));
  });
  // The middleware reads its folder from the environment as it registers.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = options.repoDir;
  try {
    await middlewares.registerLocalFs(app, { logLevel: options.logLevel ?? "info" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "localhost", () => {
      server.off("error", reject);
      resolve();
    });
  });
  ports.api = (server.address() as AddressInfo).port;
  return server;
}
