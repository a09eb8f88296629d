/** Files the blog publishes beside its pages (pre-rendered at build time). */
export const RSS_PATH = "/blog/rss.xml";
export const CHECKLIST_PDF_PATH = "/blog/checklista-identyfikacji-wizualnej.pdf";
export const CHECKLIST_PDF_NAME = "checklista-identyfikacji-wizualnej-odra-creative.pdf";

export const blogFiles: readonly string[] = [RSS_PATH, CHECKLIST_PDF_PATH];
