/** An article's checklist as a PDF download (pre-rendered at build time, one route per checklist). */
import { findPost } from "#content/blog/posts.ts";
import { checklistPdf } from "../blog/checklist-pdf.server.ts";
import { findChecklistPdf } from "../blog/content.server.ts";
import type { Route } from "./+types/blog-checklist-pdf";

/** The PDF at `pathname` as a download, or a 404 answer. */
export async function checklistPdfResponse(pathname: string): Promise<Response> {
  const found = findChecklistPdf(pathname);
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

export async function loader({ url }: Route.LoaderArgs) {
  const response = await checklistPdfResponse(url.pathname);
  if (response.status === 404) throw response;
  return response;
}
