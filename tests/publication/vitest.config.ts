import { defineConfig } from "vitest/config";

/**
 * The production build against the preview: builds a production copy of the
 * site (a minute or two) and reads what it publishes.
 */
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/publication/**/*.test.ts"],
    environment: "node",
  },
});
