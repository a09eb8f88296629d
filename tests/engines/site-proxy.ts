/**
 * The site behind a proxy of the suite's own, the same for every engine: it
 * notes each request the server failed (what a visitor's browser would have
 * shown as a broken picture, a missing style or a script that never ran), and
 * it can make every script arrive late, as on a slow phone network, so that
 * the window in which a visitor leaves a page whose code is still loading
 * becomes seconds wide.
 */
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface SiteProxy {
  /** The origin to open pages at. */
  origin: string;
  /** The requests answered with an error since the last call, as "status path". */
  takeFailures(): string[];
  close(): Promise<void>;
}

export async function siteProxy(siteOrigin: string, scriptDelayMs = 0): Promise<SiteProxy> {
  const site = new URL(siteOrigin);
  const failures: string[] = [];
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
          const status = response.statusCode ?? 502;
          if (status >= 400) failures.push(`${status} ${incoming.url}`);
          outgoing.writeHead(status, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on("error", () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    if (scriptDelayMs > 0 && incoming.url?.endsWith(".js")) setTimeout(forward, scriptDelayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    takeFailures: () => failures.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
