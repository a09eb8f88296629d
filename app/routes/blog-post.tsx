import { redirect } from "react-router";
import { findPost } from "../../content/blog/posts.ts";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { langFromPath, localizePath } from "../i18n/lang.ts";
import { pagePath } from "../navigation/route-table.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog-post";

/** Unknown articles send the visitor to the blog index. */
export function loader({ params, request }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post)
    throw redirect(localizePath(pagePath("blog"), langFromPath(new URL(request.url).pathname)));
  return post;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const lang = langFromPath(location.pathname);
  return pageMeta({
    page: "blogPost",
    pathname: location.pathname,
    slug: loaderData.slug,
    title: loaderData.title[lang],
    description: loaderData.excerpt[lang],
    ogType: "article",
    extra: [{ property: "article:published_time", content: loaderData.publishedAt }],
  });
};

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  const { lang, t } = useLanguage();
  return (
    <>
      <PageHeader heading={post.title[lang]} intro={post.excerpt[lang]} />
      <p className="text-center text-sm text-muted">
        {post.readTime} {t.blogList.minutes}
      </p>
      <ConsultationCta />
    </>
  );
}
