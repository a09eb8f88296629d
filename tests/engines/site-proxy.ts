/**
 * The site behind a connection on which every script arrives late, as on a slow
 * phone network: the window in which a visitor leaves a page whose code is still
 * loading becomes seconds wide, the same in every engine.
 */
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface SlowScripts {
  /** The origin to open pages at: the site's, its scripts delayed. */
  origin: string;
  close(): Promise<void>;
}

export async function slowScripts(siteOrigin: string, delayMs: number): Promise<SlowScripts> {
  const site = new URL(siteOrigin);
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        {
          host: site.hostname,
          port: site.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on("error", () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (incoming.url?.endsWith(".js")) setTimeout(forward, delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
