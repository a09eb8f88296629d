/** The blog's posts (summaries without bodies), compiled from content/blog at build time. */
import { summaries } from "virtual:blog-summaries";
import type { PostSummary } from "./types.ts";

export type { PostSummary } from "./types.ts";

/** Published articles, newest first. */
export const posts: readonly PostSummary[] = summaries;

export function findPost(slug: string | undefined): PostSummary | undefined {
  return posts.find((post) => post.slug === slug);
}
