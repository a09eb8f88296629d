/** Article bodies, layouts and downloads: server-side only (loaders, RSS, PDFs). */
import { contents } from "virtual:blog-contents";
import type { ChecklistPdf, PostContent } from "#content/blog/types.ts";

export function findContent(slug: string): PostContent | undefined {
  return contents.find((content) => content.slug === slug);
}

/** The checklist served at `pathname`, and the article that offers it. */
export function findChecklistPdf(
  pathname: string,
): { checklist: ChecklistPdf; slug: string } | undefined {
  for (const content of contents) {
    if (content.checklistPdf?.path === pathname)
      return { checklist: content.checklistPdf, slug: content.slug };
  }
  return undefined;
}
