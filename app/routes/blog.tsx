import { Link } from "react-router";
import { posts } from "../../content/blog/posts.ts";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "blog", pathname: location.pathname });

export default function Blog() {
  const { lang, t } = useLanguage();
  const href = usePageHref();
  return (
    <>
      <PageHeader heading={t.pages.blog.heading} intro={t.pages.blog.intro} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex flex-col rounded-2xl border border-line bg-panel p-6">
            <h2 className="text-lg font-semibold">{post.title[lang]}</h2>
            <p className="mt-3 flex-1 text-sm text-muted">{post.excerpt[lang]}</p>
            <p className="mt-4 text-xs text-muted">
              {post.readTime} {t.blogList.minutes}
            </p>
            <Link
              to={href("blogPost", post.slug)}
              className="mt-3 font-semibold text-accent underline"
            >
              {t.blogList.readMore}
              <span className="sr-only">: {post.title[lang]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ConsultationCta />
    </>
  );
}
