import { posts } from "#content/blog/posts.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ButtonLink } from "../ui/button-link.tsx";
import { PostCard } from "./post-card.tsx";

/** The newest featured post first, then the three newest of the others. */
export function pickLatest<T extends { featured: boolean }>(list: readonly T[]) {
  const lead = list.find((post) => post.featured) ?? list[0];
  const rest = list.filter((post) => post !== lead && !post.featured);
  const others = rest.length >= 3 ? rest : list.filter((post) => post !== lead);
  return { lead, others: others.slice(0, 3) };
}

/** Home page section: one featured post in a large card, three more in a grid, a link to /blog. */
export function LatestArticles() {
  const { t } = useLanguage();
  const href = usePageHref();
  const { lead, others } = pickLatest(posts);
  if (!lead) return null;
  return (
    <section
      aria-labelledby="latest-articles-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="latest-articles-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t.blog.latestHeading}
        </h2>
        <p className="mt-4 text-lg text-muted">{t.blog.latestIntro}</p>
      </div>
      <div className="mt-12">
        <PostCard post={lead} variant="featured" />
      </div>
      {others.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {others.map((post) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} variant="grid" />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-12 text-center">
        <ButtonLink to={href("blog")} variant="secondary">
          {t.blog.seeAll}
        </ButtonLink>
      </div>
    </section>
  );
}
