import { defineConfig } from "vitest/config";

/**
 * Structured data of the built pages against Google's rich-result requirements.
 * Run after `npm run build`.
 */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/structured-data/**/*.test.ts"],
    environment: "node",
  },
});
