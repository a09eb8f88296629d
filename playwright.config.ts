import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** E2E runs against the production server of the current build (`npm run build` first). */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The measured build (`npm run build:measured`: a GA4 id, so a consent banner), served
 * beside the plain one for the tests of the banner and its settings: a build that
 * measures nothing asks for no consent.
 */
export const measuredBaseURL = `http://127.0.0.1:${port + 1}`;
/** decap-server of the content editor's test (tests/e2e/cms.spec.ts), which the server's editor names. */
export const cmsProxyPort = Number(process.env.E2E_CMS_PROXY_PORT ?? port + 5000);

/**
 * The browser every test runs: Debian's Chromium, quiet in the background, with the
 * back/forward cache visitors have (Playwright turns it off by default): Back shows the page
 * left as it was, kept whole by the browser. A page restored from that cache fires no load
 * event: the tests go Back and Forward waiting for the commit only.
 */
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  ignoreDefaultArgs: ["--disable-back-forward-cache"],
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two browsers at least, also on a two-core machine (Playwright's own default is half the
  // cores, one there): the tests wait on the server and the browser often enough that two
  // finish far sooner than one, even with the other core busy. Same with and without CI.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // No retries, in CI or locally: a test that needs one has a race to fix, and a retry
  // would hide it from CI while a new clone still trips over it.
  retries: 0,
  reporter: "list",
  // Generous limits for a loaded machine: waiting longer never makes a broken page pass,
  // it only keeps a slow one from failing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network, console); the screencast
    // is left out: encoding frames of the animated pages cost about a third of the run.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions,
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // One server of each build for every worker. On a clean clone each creates its database first.
  webServer: [
    {
      command: "node server/main.ts",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // Every browser of the suite comes from this one address: its page limit is lifted.
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        PAGE_RATE_LIMIT_IP: "1000000",
        CMS_LOCAL_PROXY_PORT: String(cmsProxyPort),
      },
      timeout: 180_000,
    },
    {
      command: "node server/main.ts",
      url: `${measuredBaseURL}/healthz`,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 1),
        HOST: "127.0.0.1",
        PAGE_RATE_LIMIT_IP: "1000000",
        BUILD_DIR: "build-measured",
        // Beside another run's (E2E_PORT elsewhere), a folder of its own.
        DATA_DIR: path.join(tmpdir(), `odra-e2e-measured-${port + 1}`),
      },
      timeout: 180_000,
    },
  ],
});
