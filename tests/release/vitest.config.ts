import { defineConfig } from "vitest/config";

/**
 * npm run check:release: what publishing checks on a release it has built
 * before the site switches to it (server/releases/publish.ts): the links and
 * the structured data of the built pages. Reads build/ only.
 */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/release/**/*.test.ts", "tests/structured-data/**/*.test.ts"],
    environment: "node",
  },
});
