/** The blog feed: the Polish RSS 2.0 feed of every post, newest first. */
import { authors } from "#content/blog/authors.ts";
import { categoryById } from "#content/blog/categories.ts";
import { posts } from "#content/blog/posts.ts";
import { site } from "#content/site.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { pagePath, siteFiles } from "#shared/route-table.ts";
import { escapeXml } from "#shared/text.ts";
import { absoluteUrl } from "../seo/json-ld.ts";

export function rssXml(): string {
  const texts = dictionaries.pl.blog;
  const newest = posts[0]?.publishedAt;
  const items = posts
    .map((post) => {
      const url = absoluteUrl(pagePath("blogPost", post.slug));
      return [
        "    <item>",
        `      <title>${escapeXml(post.title.pl)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(post.excerpt.pl)}</description>`,
        `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        `      <dc:creator>${escapeXml(authors[post.author].name)}</dc:creator>`,
        `      <category>${escapeXml(categoryById(post.category).name.pl)}</category>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(texts.rssTitle)}</title>
    <link>${escapeXml(absoluteUrl(pagePath("blog")))}</link>
    <description>${escapeXml(texts.rssDescription)}</description>
    <language>pl-PL</language>
    <copyright>${escapeXml(site.legalName)}</copyright>
    <atom:link href="${escapeXml(absoluteUrl(siteFiles.blogFeed))}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
