/** Modules generated at build time by tooling/blog/vite-plugin.ts. */
declare module "virtual:blog-summaries" {
  /** Every post without its body, newest first. */
  export const summaries: readonly import("#content/blog/types.ts").PostSummary[];
}

declare module "virtual:blog-contents" {
  /** Every post's rendered body (server modules only). */
  export const contents: readonly import("#content/blog/types.ts").PostContent[];
}

declare module "virtual:blog-html" {
  type Lang = import("#shared/lang.ts").Lang;
  /**
   * On the server, every body's HTML stretches (the `html` blocks, in order) by
   * slug and language, at hand while rendering; in the browser, null.
   */
  export const renderedHtml: Readonly<
    Record<string, { pl: string[] | null; en: string[] | null } | undefined>
  > | null;
  /** One body's HTML stretches; in the browser a chunk of its own per article and language. */
  export function loadHtml(slug: string, lang: Lang): Promise<string[]>;
}

declare module "virtual:blog-search/*" {
  /** Every article's body as plain text in one language, by slug (the search loads it on first use). */
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
