/**
 * The blog's source files: a folder under content/blog with an index.pl.md
 * is a post, and every post has an index.en.md beside it (content/blog/files.ts). Node only (the blog compiler,
 * the route and pre-render lists, scripts and tests); paths default to the
 * project root, where every build and test command runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { blogFolder, postFileName } from "./files.ts";
import { unsafeMarkup } from "./markup-rules.ts";
import { fillPlaceholders } from "./placeholders.ts";
import { pairProblems } from "./post-rules.ts";
import {
  describeIssues,
  type EnglishFrontMatter,
  englishFrontMatter,
  type PolishFrontMatter,
  polishFrontMatter,
} from "./schema.ts";

export { blogFolder, postFileName } from "./files.ts";
export { fillPlaceholders, OFFER_YEAR } from "./placeholders.ts";

export const blogDir = path.resolve(blogFolder);

export class BlogContentError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog post ${file}: ${problem}`);
    this.name = "BlogContentError";
  }
}

/** One language's file: its validated front matter and its Markdown body. */
export interface PostFile<FrontMatter> {
  /** Relative to the working directory, for messages. */
  file: string;
  frontMatter: FrontMatter;
  markdown: string;
}

export interface PostSource {
  folder: string;
  pl: PostFile<PolishFrontMatter>;
  /** Its body is empty when the article is written in Polish only. */
  en: PostFile<EnglishFrontMatter>;
}

/** Post folders: every folder of `dir` that holds an index.pl.md, by name. */
export function postFolders(dir: string = blogDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, postFileName("pl"))),
    )
    .map((entry) => entry.name)
    .sort();
}

function readPostFile<FrontMatter>(
  absolute: string,
  schema: z.ZodType<FrontMatter>,
): PostFile<FrontMatter> {
  const file = path.relative(process.cwd(), absolute);
  if (!existsSync(absolute)) {
    throw new BlogContentError(file, "is missing (every post needs an English front-matter)");
  }
  let source: ReturnType<typeof matter>;
  const text = fillPlaceholders(readFileSync(absolute, "utf8"));
  try {
    source = matter(text);
  } catch (error) {
    throw new BlogContentError(file, `cannot read the front-matter (${String(error)})`);
  }
  const result = schema.safeParse(source.data);
  if (!result.success) throw new BlogContentError(file, describeIssues(result.error));
  const [unsafe] = unsafeMarkup(source.content);
  if (unsafe) {
    // The body is the end of the file: its lines come after the front matter's.
    const linesBefore = text.endsWith(source.content)
      ? text.slice(0, text.length - source.content.length).split("\n").length - 1
      : 0;
    throw new BlogContentError(`${file}:${linesBefore + unsafe.line}`, unsafe.problem);
  }
  return { file, frontMatter: result.data, markdown: source.content };
}

/** Reads and validates one post's two files. */
export function readPost(dir: string, folder: string): PostSource {
  const pl = readPostFile(path.join(dir, folder, postFileName("pl")), polishFrontMatter);
  if (pl.frontMatter.slug !== folder) {
    throw new BlogContentError(
      pl.file,
      `slug: "${pl.frontMatter.slug}" must equal the folder name "${folder}"`,
    );
  }
  const en = readPostFile(path.join(dir, folder, postFileName("en")), englishFrontMatter);
  const [first] = pairProblems({
    polish: { hasExtras: pl.frontMatter.extras !== undefined, body: pl.markdown },
    english: { hasExtras: en.frontMatter.extras !== undefined, body: en.markdown },
  });
  if (first) throw new BlogContentError((first.lang === "pl" ? pl : en).file, first.problem);
  return { folder, pl, en };
}

/** An article written in Polish only: its English file holds the front matter and no body. */
export function isPolishOnly(post: PostSource): boolean {
  return !post.en.markdown.trim();
}

/** Every post's slug (its folder's name). */
export function blogSlugs(dir: string = blogDir): string[] {
  return postFolders(dir);
}

/** Where the posts' downloadable checklists are served. */
export function checklistPdfPaths(dir: string = blogDir): string[] {
  return postFolders(dir).flatMap((folder) => {
    const pdf = readPost(dir, folder).pl.frontMatter.checklistPdf;
    return pdf ? [pdf.path] : [];
  });
}
