/** Modules generated at build time by content/blog/vite-plugin.ts. */
declare module "virtual:blog-summaries" {
  /** Every post without its body, newest first. */
  export const summaries: readonly import("./types.ts").PostSummary[];
}

declare module "virtual:blog-contents" {
  /** Every post's rendered body (server modules only). */
  export const contents: readonly import("./types.ts").PostContent[];
}
