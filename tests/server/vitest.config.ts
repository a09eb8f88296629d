import { defineConfig } from "vitest/config";

/**
 * Server suites: they start the real production server (`node server/main.ts`)
 * against the current build, on PGlite and — when TEST_DATABASE_URL is set —
 * on PostgreSQL. Run after `npm run build`.
 */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/server/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
