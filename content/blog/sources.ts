/**
 * The blog's source files: a folder under content/blog with an index.pl.md
 * is a post, and every post has an index.en.md beside it (the names the CMS
 * gives a translated entry, docs/decisions/0012-content-edited-in-decap-cms.md). Node only (the blog compiler,
 * the route and pre-render lists, scripts and tests); paths default to the
 * project root, where every build and test command runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { offer } from "../offer.ts";
import {
  describeIssues,
  type EnglishFrontMatter,
  englishFrontMatter,
  type PolishFrontMatter,
  polishFrontMatter,
} from "./schema.ts";

/** Where the posts are, from the repository's root (as the CMS names it too). */
export const blogFolder = "content/blog";

export const blogDir = path.resolve(blogFolder);

/** The name of a post's files without language and extension: content/blog/<slug>/index. */
export const POST_FILE_STEM = "index";

/** The file of a post's language in its folder: index.pl.md, index.en.md. */
export const postFileName = (lang: "pl" | "en") => `${POST_FILE_STEM}.${lang}.md`;

/**
 * Written in an article, front matter included, where it names the year its
 * prices are for: "ile kosztuje logo w {{offerYear}} roku". The year is
 * content/offer.ts's, so moving every price article on is one edit there.
 */
export const OFFER_YEAR = "{{offerYear}}";

/** An article's text with its placeholders filled in. */
export function fillPlaceholders(text: string): string {
  return text.replaceAll(OFFER_YEAR, String(offer.year));
}

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
  try {
    source = matter(fillPlaceholders(readFileSync(absolute, "utf8")));
  } catch (error) {
    throw new BlogContentError(file, `cannot read the front-matter (${String(error)})`);
  }
  const result = schema.safeParse(source.data);
  if (!result.success) throw new BlogContentError(file, describeIssues(result.error));
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
  if (!pl.markdown.trim()) throw new BlogContentError(pl.file, "body: is empty");
  const en = readPostFile(path.join(dir, folder, postFileName("en")), englishFrontMatter);
  const hasEnglishBody = en.markdown.trim() !== "";
  if (pl.frontMatter.extras && hasEnglishBody && !en.frontMatter.extras) {
    throw new BlogContentError(en.file, "extras: the Polish post has them, the English one not");
  }
  if (en.frontMatter.extras && !(pl.frontMatter.extras && hasEnglishBody)) {
    throw new BlogContentError(
      en.file,
      "extras: shown only beside an English body whose Polish post has extras too",
    );
  }
  return { folder, pl, en };
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
