/** Each article's checklist as a PDF download, written at build time. */
import type { APIContext } from "astro";
import { findPost } from "#content/blog/posts.ts";
import { checklistPdfPaths } from "#content/blog/sources.ts";
import { checklistPdf } from "../blog/checklist-pdf.server.ts";
import { findChecklistPdf } from "../blog/content.server.ts";

export function getStaticPaths() {
  return checklistPdfPaths().map((path) => ({ params: { checklist: path.slice(1) } }));
}

/** The PDF at the address as a download, or a 404 answer. */
export async function GET({ url }: APIContext): Promise<Response> {
  const found = findChecklistPdf(url.pathname);
  const post = found && findPost(found.slug);
  if (!found || !post) return new Response(null, { status: 404 });
  const pdf = await checklistPdf(found.checklist, post.publishedAt);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.checklist.fileName}"`,
    },
  });
}
