/**
 * Vite plugin that compiles the blog at build time and serves the result as
 * virtual modules: "virtual:blog-summaries" (small; used by the browser),
 * "virtual:blog-contents" (rendered bodies; imported only by server modules),
 * "virtual:blog-html" (the bodies' HTML stretches: all of them, at hand,
 * on the server; one lazy chunk per article and language in the browser) and
 * "virtual:blog-search/search-text-<lang>" (the bodies' plain text for the search, a
 * chunk the browser loads when the search box is first used). No Markdown
 * parser ever reaches the browser.
 */
import path from "node:path";
import type { Plugin } from "vite";
import type { PostBody, PostContent } from "#content/blog/types.ts";
import { type CompiledBlog, compileBlog } from "./compile.ts";
import { searchTexts } from "./search-text.ts";

const SUMMARIES = "virtual:blog-summaries";
const CONTENTS = "virtual:blog-contents";
const HTML = "virtual:blog-html";
const SEARCH_TEXT = "virtual:blog-search/search-text";

const htmlOf = (body: PostBody | null) =>
  body?.blocks.flatMap((block) => (block.kind === "html" ? [block.html] : [])) ?? null;

/** Chunk ids in the browser build: `virtual:blog-html/<slug>-<lang>`. */
const htmlChunkId = (slug: string, lang: "pl" | "en") => `${HTML}/${slug}-${lang}`;

/** On the server the stretches are read from the compiled bodies, not written out again. */
const serverHtmlModule = [
  `import { contents } from "${CONTENTS}";`,
  'const stretches = (body) => body?.blocks.filter((block) => block.kind === "html").map((block) => block.html) ?? null;',
  "export const renderedHtml = Object.fromEntries(",
  "  contents.map((content) => [content.slug, { pl: stretches(content.pl), en: stretches(content.en) }]),",
  ");",
  "export const loadHtml = async (slug, lang) => renderedHtml[slug]?.[lang] ?? [];",
].join("\n");

function browserHtmlModule(contents: readonly PostContent[]) {
  const chunks = contents.flatMap((content) =>
    (["pl", "en"] as const)
      .filter((lang) => content[lang] !== null)
      .map(
        (lang) =>
          `  ${JSON.stringify(`${content.slug}-${lang}`)}: () => import(${JSON.stringify(htmlChunkId(content.slug, lang))}),`,
      ),
  );
  return [
    "export const renderedHtml = null;",
    `const chunks = {\n${chunks.join("\n")}\n};`,
    "export const loadHtml = async (slug, lang) => {",
    '  const load = chunks[slug + "-" + lang];',
    "  return load ? (await load()).default : [];",
    "};",
  ].join("\n");
}

export function blogContent(options: { root?: string } = {}): Plugin {
  const root = options.root ?? process.cwd();
  const blogDir = path.join(root, "content", "blog");
  const publicDir = path.join(root, "public");
  let compiled: CompiledBlog | undefined;
  let warned = false;

  const compile = () => {
    compiled ??= compileBlog(blogDir, publicDir);
    if (!warned) {
      for (const warning of compiled.warnings) console.warn(`\n[blog] ${warning}`);
      warned = true;
    }
    return compiled;
  };

  return {
    name: "odra-blog-content",
    enforce: "pre",
    buildStart() {
      compiled = undefined;
      compile();
    },
    resolveId(id) {
      if (
        id === SUMMARIES ||
        id === CONTENTS ||
        id === HTML ||
        id.startsWith(`${HTML}/`) ||
        id === `${SEARCH_TEXT}-pl` ||
        id === `${SEARCH_TEXT}-en`
      )
        return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${SUMMARIES}`) {
        return `export const summaries = ${JSON.stringify(compile().summaries)};\n`;
      }
      if (id === `\0${CONTENTS}`) {
        return `export const contents = ${JSON.stringify(compile().contents)};\n`;
      }
      if (id === `\0${HTML}`) {
        const { contents } = compile();
        return this.environment.config.consumer === "server"
          ? serverHtmlModule
          : browserHtmlModule(contents);
      }
      if (id.startsWith(`\0${HTML}/`)) {
        const content = compile().contents.find(
          (entry) =>
            htmlChunkId(entry.slug, "pl") === id.slice(1) ||
            htmlChunkId(entry.slug, "en") === id.slice(1),
        );
        const lang = id.endsWith("-en") ? "en" : "pl";
        return `export default ${JSON.stringify(htmlOf(content?.[lang] ?? null) ?? [])};\n`;
      }
      if (id.startsWith(`\0${SEARCH_TEXT}-`)) {
        const lang = id.endsWith("-en") ? "en" : "pl";
        // Parsed as JSON: faster than the same data as a JavaScript literal.
        const texts = JSON.stringify(JSON.stringify(searchTexts(compile().contents, lang)));
        return `export default JSON.parse(${texts});\n`;
      }
      return undefined;
    },
    configureServer(server) {
      server.watcher.add(blogDir);
      const refresh = (file: string) => {
        if (!file.startsWith(blogDir) || !file.endsWith(".md")) return;
        compiled = undefined;
        warned = false;
        for (const environment of Object.values(server.environments)) {
          for (const [id, module] of environment.moduleGraph.idToModuleMap) {
            if ([SUMMARIES, CONTENTS, HTML, SEARCH_TEXT].some((name) => id.startsWith(`\0${name}`)))
              environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", refresh);
      server.watcher.on("add", refresh);
      server.watcher.on("unlink", refresh);
    },
  };
}
