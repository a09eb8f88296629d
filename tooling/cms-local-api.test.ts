import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal, startLocalApi } from "./cms-local-api.ts";

const SITE_PORT = 3000;
const original = "// the project's own build step\n";

/** A POST to the API with these Host and Origin headers: its status and body. */
function post(
  port: number,
  headers: { host: string; origin?: string },
  body: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = httpRequest(
      {
        host: "localhost",
        port,
        path: "/api/v1",
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
        },
      },
      (response) => {
        let received = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          received += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: received }));
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

/** What the editor sends to save one file. */
const persist = (file: string, raw: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "x", path: file, raw },
    assets: [],
    options: { collectionName: "blog", commitMessage: "edit", useWorkflow: false, status: "draft" },
  },
});

describe("the editor's local API (npm run cms)", () => {
  let dir = "";
  let server: Server | undefined;
  let port = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "cms-local-api-"));
    await mkdir(path.join(dir, "tooling"));
    await writeFile(path.join(dir, "tooling/postbuild.ts"), original);
    server = await startLocalApi({ repoDir: dir, port: 0, sitePort: SITE_PORT, logLevel: "error" });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses a DNS-rebinding page (its own name as Host and Origin) and writes nothing", async () => {
    const answer = await post(
      port,
      { host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` },
      persist("tooling/postbuild.ts", "process.exit(1);\n"),
    );
    expect(answer.status).toBe(403);
    expect(await readFile(path.join(dir, "tooling/postbuild.ts"), "utf8")).toBe(original);
  });

  it("refuses a page of another origin, or a request with no Origin, on this machine's name", async () => {
    for (const origin of ["http://attacker.example", `http://localhost:${port}`, undefined]) {
      const answer = await post(
        port,
        { host: `localhost:${port}`, ...(origin ? { origin } : {}) },
        persist("tooling/postbuild.ts", "process.exit(1);\n"),
      );
      expect(answer.status).toBe(403);
    }
    expect(await readFile(path.join(dir, "tooling/postbuild.ts"), "utf8")).toBe(original);
  });

  it("saves what the editor on the site's local server sends", async () => {
    const file = "content/blog/x/index.pl.md";
    for (const name of ["localhost", "127.0.0.1"]) {
      const answer = await post(
        port,
        { host: `${name}:${port}`, origin: `http://${name}:${SITE_PORT}` },
        persist(file, `---\ntitle: ${name}\n---\n`),
      );
      expect(answer.status).toBe(200);
      expect(await readFile(path.join(dir, file), "utf8")).toBe(`---\ntitle: ${name}\n---\n`);
    }
  });
});

describe("who the local API answers", () => {
  const ports = { api: 8081, site: 3000 };
  it("only this machine's loopback names with the API's port, from the editor's origin", () => {
    expect(refusal({ host: "[::1]:8081", origin: "http://[::1]:3000" }, ports)).toBeUndefined();
    expect(
      refusal({ host: "localhost:8081", origin: "http://localhost:3000" }, ports),
    ).toBeUndefined();
    expect(refusal({ host: "localhost", origin: "http://localhost:3000" }, ports)).toMatch(/^Host/);
    expect(
      refusal({ host: "localhost.evil:8081", origin: "http://localhost:3000" }, ports),
    ).toMatch(/^Host/);
    expect(refusal({ host: "localhost:8081", origin: "https://localhost:3000" }, ports)).toMatch(
      /^Origin/,
    );
    expect(refusal({ host: "localhost:8081", origin: "null" }, ports)).toMatch(/^Origin/);
  });
});
