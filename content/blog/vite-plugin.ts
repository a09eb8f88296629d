/**
 * Vite plugin that compiles the blog at build time and serves the result as
 * two virtual modules: "virtual:blog-summaries" (small; used by the browser)
 * and "virtual:blog-contents" (rendered HTML bodies; imported only by server
 * modules). No Markdown parser ever reaches the browser.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { type CompiledBlog, compileBlog } from "./compile.ts";

const SUMMARIES = "virtual:blog-summaries";
const CONTENTS = "virtual:blog-contents";

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
      if (id === SUMMARIES || id === CONTENTS) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${SUMMARIES}`) {
        return `export const summaries = ${JSON.stringify(compile().summaries)};\n`;
      }
      if (id === `\0${CONTENTS}`) {
        return `export const contents = ${JSON.stringify(compile().contents)};\n`;
      }
      return undefined;
    },
    configureServer(server) {
      server.watcher.add(blogDir);
      const refresh = (file: string) => {
        if (!file.startsWith(blogDir) || !file.endsWith(".md")) return;
        compiled = undefined;
        warned = false;
        for (const id of [SUMMARIES, CONTENTS]) {
          for (const environment of Object.values(server.environments)) {
            const module = environment.moduleGraph.getModuleById(`\0${id}`);
            if (module) environment.moduleGraph.invalidateModule(module);
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
