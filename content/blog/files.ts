/**
 * Where an article's files are: content/blog/<slug>/index.pl.md and
 * index.en.md, the names Decap CMS gives a translated entry
 * (docs/decisions/0014-content-edited-in-decap-cms.md). No dependencies: the
 * server's editor configuration (cms/) reads it too.
 */

/** Where the posts are, from the repository's root (as the CMS names it too). */
export const blogFolder = "content/blog";

/** The name of a post's files without language and extension: content/blog/<slug>/index. */
export const POST_FILE_STEM = "index";

/** The file of a post's language in its folder: index.pl.md, index.en.md. */
export const postFileName = (lang: "pl" | "en") => `${POST_FILE_STEM}.${lang}.md`;
