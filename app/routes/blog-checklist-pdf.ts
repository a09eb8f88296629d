/** The visual identity checklist as a PDF download (pre-rendered at build time). */
import { CHECKLIST_PDF_NAME } from "#content/blog/files.ts";
import { checklistPdf } from "../blog/checklist-pdf.server.ts";

export async function loader() {
  const pdf = await checklistPdf();
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${CHECKLIST_PDF_NAME}"`,
    },
  });
}
