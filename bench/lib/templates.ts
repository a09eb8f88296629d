/** One page of every template the site has (an article of each layout), by its Polish path. */
import path from "node:path";
import { caseStudies } from "../../content/case-studies.ts";
import { rootDir } from "../../server/build-layout.ts";
import { pagePath } from "../../shared/route-table.ts";
import { compileBlog } from "../../tooling/blog/compile.ts";

export interface Template {
  name: string;
  path: string;
  /** Measured beside the peer's blog post as well as its home. */
  article: boolean;
  /** Answered with status 404, which Lighthouse scores only when told to. */
  notFound?: boolean;
}

export function templates(): Template[] {
  const blog = compileBlog(path.join(rootDir, "content/blog"), path.join(rootDir, "public"));
  const byLayout = new Map<string, string>();
  for (const content of blog.contents) {
    if (!byLayout.has(content.layout)) byLayout.set(content.layout, content.slug);
  }
  return [
    { name: "home", path: "/", article: false },
    { name: "services", path: pagePath("services"), article: false },
    { name: "service page", path: pagePath("serviceBranding"), article: false },
    { name: "portfolio", path: pagePath("portfolio"), article: false },
    { name: "case study", path: pagePath("caseStudy", caseStudies[0]?.id), article: false },
    { name: "team", path: pagePath("team"), article: false },
    { name: "blog", path: pagePath("blog"), article: false },
    ...[...byLayout].map(([layout, slug]) => ({
      name: `article (${layout})`,
      path: pagePath("blogPost", slug),
      article: true,
    })),
    { name: "contact", path: pagePath("contact"), article: false },
    { name: "privacy", path: pagePath("privacy"), article: false },
    { name: "404", path: "/nie-ma-takiej-strony", article: false, notFound: true },
  ];
}

/** Picks templates by name (`--only home,blog`); all of them without a list. */
export function chosenTemplates(only: string | undefined): Template[] {
  const names = only?.split(",");
  const chosen = templates().filter((template) => !names || names.includes(template.name));
  if (names && chosen.length === 0) throw new Error(`no template named ${only}`);
  return chosen;
}
