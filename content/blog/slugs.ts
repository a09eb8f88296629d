/**
 * Slugs of the blog's posts, read from the folders under content/blog (a
 * folder with a pl.md is a post). Build- and server-side only: the React
 * Router config, the sitemap and the test suites list pages with it. Paths are
 * relative to the project root, where every build and test command runs.
 */
import path from "node:path";
import { postFolders } from "#tooling/blog/compile.ts";

export function blogSlugs(): string[] {
  return postFolders(path.resolve("content", "blog"));
}
