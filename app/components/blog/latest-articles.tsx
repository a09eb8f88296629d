import { posts } from "#content/blog/posts.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { SeeAllLink } from "../ui/actions.tsx";
import { Section } from "../ui/section.tsx";
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
    <Section
      titleId="latest-articles-title"
      heading={t.blog.latestHeading}
      intro={t.blog.latestIntro}
    >
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
      <SeeAllLink to={href("blog")} label={t.blog.seeAll} className="mt-12" />
    </Section>
  );
}
