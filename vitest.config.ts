import { defineConfig } from "vitest/config";
import { blogContent } from "./tooling/blog/vite-plugin.ts";

export default defineConfig({
  plugins: [blogContent()],
  test: {
    include: ["{app,cms,content,shared,tooling,server}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
