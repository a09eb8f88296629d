/**
 * An HTTPS client speaking HTTP/2 from a chosen loopback address (127.0.0.2,
 * 127.0.0.3, … are all this machine), so one test can be many visitors as
 * nginx sees them. It trusts only the test's own certificate and names the
 * site in SNI and :authority, as a browser would.
 */
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from "node:http2";
import net from "node:net";
import tls from "node:tls";

export interface H2Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface H2Client {
  /** The protocol TLS agreed on ("h2"). */
  protocol(): string | false | undefined;
  request(
    path: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<H2Answer>;
  close(): Promise<void>;
}

export interface H2Target {
  host: string;
  port: number;
  /** The site's name: SNI, certificate check and :authority. */
  servername: string;
  /** The certificate to trust (PEM). */
  ca: string;
}

export async function connectH2(target: H2Target, from: string): Promise<H2Client> {
  const session: ClientHttp2Session = http2.connect(`https://${target.servername}:${target.port}`, {
    createConnection: () =>
      tls.connect({
        socket: net.connect({ host: target.host, port: target.port, localAddress: from }),
        servername: target.servername,
        ca: target.ca,
        ALPNProtocols: ["h2"],
      }),
  });
  session.on("error", () => {
    // A refused or reset session fails its requests; those report it.
  });
  await new Promise<void>((resolve, reject) => {
    session.once("connect", () => resolve());
    session.once("error", reject);
  });
  return {
    protocol: () => session.alpnProtocol,
    request(path, options = {}) {
      return new Promise((resolve, reject) => {
        const stream = session.request({
          ":method": options.method ?? "GET",
          ":path": path,
          ...options.headers,
        });
        let status = 0;
        let headers: IncomingHttpHeaders = {};
        const chunks: Buffer[] = [];
        stream.on("response", (answer) => {
          status = Number(answer[":status"]);
          headers = answer;
        });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve({ status, headers, body: Buffer.concat(chunks) }));
        stream.on("error", reject);
        // Reset by the server, or the session went away: no answer (settled promises ignore this).
        stream.on("close", () => reject(new Error(`stream closed (code ${stream.rstCode})`)));
        stream.end(options.body);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (session.closed || session.destroyed) resolve();
        else session.close(() => resolve());
      }),
  };
}
