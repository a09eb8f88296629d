import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,server,scripts,content}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
