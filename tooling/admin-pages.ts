/**
 * The pages of the content editor's folder (build/client/admin/), written by
 * tooling/build-admin.ts: the page that loads the editor, with a link in its
 * top bar to the marketers' guide, and the guide itself, docs/edycja.md as a
 * plain page with no script. Both are served under /admin/ with the editor's
 * headers (server/admin-page.ts): the guide is as unlisted as the editor.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import { ADMIN_PATH, rootDir } from "../server/build-layout.ts";
import { escapeHtml } from "../shared/text.ts";
import { typesetPolishHtml } from "../shared/typography.ts";

/** The marketers' guide, in Markdown: the page is made from it at every build. */
export const GUIDE_SOURCE = path.join(rootDir, "docs", "edycja.md");
/** The guide's file in the admin folder, and where the editor's link points. */
export const GUIDE_FILE = "edycja.html";
export const GUIDE_URL = `${ADMIN_PATH}/${GUIDE_FILE}`;
/** The link's text in the editor. */
export const GUIDE_LINK_TEXT = "Instrukcja dla redakcji";
/** The stylesheet of the link and the guide (a file: neither page needs inline styles). */
export const GUIDE_STYLESHEET = "edycja.css";

/** The site's dark palette (app/app.css), kept to what a page of text needs. */
const stylesheet = `/* On the two elements only: the editor's own page keeps Decap's light look. */
.guide-link, .publishing-line, body.guide {
  --ink: #0c1316;
  --panel: #121b1f;
  --line: #2a3a40;
  --fg: #f4efe6;
  --muted: #a7b4b5;
  --accent: #f2784b;
  --accent-ink: #1d0b04;
}
/*
 * The link over the editor: a small tab in the empty middle of Decap's top bar (its
 * header and the entry's toolbar alike), above the bar, under Decap's dialogs; on a
 * narrow window, where the bar is full, in the bottom-left corner.
 */
.guide-link {
  position: fixed;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  padding: 7px 14px;
  border-radius: 999px;
  background: var(--accent);
  color: var(--accent-ink);
  font: 600 14px/1.2 system-ui, sans-serif;
  white-space: nowrap;
  text-decoration: none;
}
@media (max-width: 1100px) {
  .guide-link { top: auto; bottom: 12px; left: 12px; transform: none; box-shadow: 0 2px 8px rgb(0 0 0 / 30%); }
}
.guide-link:hover { text-decoration: underline; }
/* What publishing last did (cms/publishing-line.ts): a quiet strip at the editor's foot. */
.publishing-line {
  position: fixed;
  right: 12px;
  bottom: 12px;
  z-index: 1000;
  max-width: min(36rem, calc(100vw - 24px));
  margin: 0;
  padding: 8px 14px;
  border-radius: 8px;
  background: var(--panel);
  color: var(--fg);
  font: 14px/1.4 system-ui, sans-serif;
  box-shadow: 0 2px 8px rgb(0 0 0 / 30%);
}
.publishing-line[data-tone="alert"] { background: var(--accent); color: var(--accent-ink); }
@media (max-width: 1100px) {
  .publishing-line { bottom: 56px; }
}
.guide-link:focus-visible { outline: 3px solid var(--fg); outline-offset: 2px; }
/* The guide. */
body.guide {
  color-scheme: dark;
  margin: 0;
  background: var(--ink);
  color: var(--fg);
  font: 17px/1.6 system-ui, sans-serif;
}
.guide main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
.guide h1 { font-size: 1.9rem; line-height: 1.25; }
.guide h2 { margin-top: 2.5rem; padding-top: 1rem; border-top: 1px solid var(--line); font-size: 1.4rem; }
.guide a { color: var(--accent); }
.guide a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.guide code { background: var(--panel); padding: 0.1em 0.35em; border-radius: 4px; font-size: 0.92em; }
.guide li + li { margin-top: 0.35rem; }
.guide table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
.guide th, .guide td { border: 1px solid var(--line); padding: 0.5rem 0.7rem; text-align: left; vertical-align: top; }
.guide th { background: var(--panel); }
.guide .back { color: var(--muted); }
`;

/** The head both pages share: Polish, unlisted, the tab icon and the guide's stylesheet. */
function head(title: string, extra = ""): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${extra}<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ADMIN_PATH}/${GUIDE_STYLESHEET}">`;
}

/** The page that loads the editor, with the link to the guide before Decap's own root. */
export function adminIndexHtml(siteStylesheet: string): string {
  return `${head(
    "Odra Creative — edycja treści",
    `<meta name="site-stylesheet" content="/assets/${siteStylesheet}">\n`,
  )}
<script type="module" src="${ADMIN_PATH}/admin.js"></script>
</head>
<body>
<a class="guide-link" href="${GUIDE_URL}" target="_blank" rel="noopener">${GUIDE_LINK_TEXT}</a>
</body>
</html>
`;
}

/** The guide's title: its first top-level heading. */
function titleOf(markdown: string): string {
  const heading = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  if (!heading) throw new Error("docs/edycja.md needs a title: a first line such as `# …`");
  return heading;
}

/** The marketers' guide (docs/edycja.md) as a page of its own: Polish, no script. */
export function guideHtml(markdown: string): string {
  // Typeset as the site's Polish pages are: no one-letter word at a line's end, spaced en dashes.
  const body = typesetPolishHtml(marked.parse(markdown, { async: false, gfm: true }));
  return `${head(titleOf(markdown))}
</head>
<body class="guide">
<main>
<p><a class="back" href="${ADMIN_PATH}">← Edytor treści</a></p>
${body}</main>
</body>
</html>
`;
}

/** Writes the editor's page, the guide and their stylesheet into the admin folder. */
export async function writeAdminPages(
  adminDir: string,
  siteStylesheet: string,
  guideMarkdown: string,
): Promise<void> {
  await Promise.all([
    writeFile(path.join(adminDir, "index.html"), adminIndexHtml(siteStylesheet)),
    writeFile(path.join(adminDir, GUIDE_FILE), guideHtml(guideMarkdown)),
    writeFile(path.join(adminDir, GUIDE_STYLESHEET), stylesheet),
  ]);
}
