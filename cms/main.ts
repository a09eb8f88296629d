/**
 * The admin page's script (/admin/admin.js): loads Decap CMS from our own
 * origin, adds the site's previews and the checks before a save, and starts
 * it with the configuration the server makes from the content's schemas
 * (/admin/config.json). Only /admin/ loads it; no public page names it.
 */
import { type PublishingStatus, publishingStatusSchema } from "../shared/publishing.ts";
import type { DecapConfig, ImmutableMap } from "./decap-types.ts";
import { ArticlePreview, FaqPreview } from "./previews.ts";
import { publishingLine } from "./publishing-line.ts";
import { beforeSave, emptyFields, speakPolish } from "./save-checks.ts";

/** Where the admin's files are served (the decap-cms bundle loads its chunks from here too). */
const ADMIN = "/admin";

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

async function start(): Promise<void> {
  // Decap starts itself when its script runs unless told that we will.
  window.CMS_MANUAL_INIT = true;
  const [config] = await Promise.all([
    fetch(`${ADMIN}/config.json`).then((response) => response.json() as Promise<DecapConfig>),
    loadScript(`${ADMIN}/decap-cms.js`),
  ]);
  const { CMS: cms } = window;
  if (!cms) throw new Error("decap-cms.js did not define window.CMS");

  speakPolish();
  const stylesheet = document.querySelector<HTMLMetaElement>('meta[name="site-stylesheet"]');
  if (stylesheet?.content) cms.registerPreviewStyle(stylesheet.content);
  cms.registerPreviewTemplate("blog", ArticlePreview);
  cms.registerPreviewTemplate("faq", FaqPreview);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const article = beforeSave(entry);
      const data = entry.get("data") as ImmutableMap;
      // Saved as checked: without the optional fields left empty.
      const saved = emptyFields(data.toJS()).reduce((left, path) => left.deleteIn(path), data);
      return article ? saved.set("readTime", article.readTime) : saved;
    },
  });
  cms.init({ config });
  void showPublishing();
}

/** How often the line asks again: a saved change goes live within minutes. */
const PUBLISHING_POLL_MS = 20_000;

async function readPublishing(): Promise<PublishingStatus | undefined> {
  const response = await fetch(`${ADMIN}/publishing.json`, { cache: "no-store" });
  if (!response.ok) return undefined;
  return publishingStatusSchema.parse(await response.json());
}

/**
 * The line about publishing at the foot of the editor, kept current while the
 * editor is open. A server that publishes nothing by itself (a developer's
 * machine) answers 404, and the line is not shown.
 */
async function showPublishing(): Promise<void> {
  const line = document.createElement("p");
  line.className = "publishing-line";
  line.setAttribute("role", "status");
  for (;;) {
    const status = await readPublishing().catch(() => undefined);
    if (!status) {
      line.remove();
      return;
    }
    const { text, tone } = publishingLine(status);
    line.textContent = text;
    line.dataset.tone = tone;
    if (!line.isConnected) document.body.append(line);
    await new Promise((resolve) => setTimeout(resolve, PUBLISHING_POLL_MS));
  }
}

void start();
