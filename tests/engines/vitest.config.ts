import { defineConfig } from "vitest/config";

/**
 * The three-engine suite (`npm run test:engines`, after `npm run build`): Chromium,
 * Firefox and WebKit one after the other, each a real browser of Debian's.
 */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/global-setup.ts"],
    // Generous: browsers start and pages load on a busy 2-core machine; no check measures time.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
