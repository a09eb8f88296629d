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
    // Generous: these start real servers and the admin CLI, and must pass on a
    // busy 2-core machine; none of them measures time.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
