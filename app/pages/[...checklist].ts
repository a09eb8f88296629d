/** Each article's checklist as a PDF download, written at build time (routes/blog-checklist-pdf.ts). */
import type { APIContext } from "astro";
import { checklistPdfPaths } from "#content/blog/sources.ts";
import { checklistPdfResponse } from "../routes/blog-checklist-pdf.ts";

export function getStaticPaths() {
  return checklistPdfPaths().map((path) => ({ params: { checklist: path.slice(1) } }));
}

export const GET = ({ url }: APIContext) => checklistPdfResponse(url.pathname);
