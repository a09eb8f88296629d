import { defineConfig } from "vitest/config";
import { blogContent } from "./content/blog/vite-plugin.ts";

export default defineConfig({
  plugins: [blogContent()],
  test: {
    include: ["{app,server,scripts,content}/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
