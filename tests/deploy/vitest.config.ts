import { defineConfig } from "vitest/config";

/**
 * npm run test:deploy: the production stack of deploy/ (nginx, two instances,
 * PostgreSQL) on this machine, after `npm run build`. One file, run alone:
 * it starts system daemons on free ports and measures what it does.
 */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
