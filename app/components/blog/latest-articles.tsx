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

/** Home page section: one featured post in a large card, three more listed beside it, a link to /blog. */
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
      action={<SeeAllLink to={href("blog")} label={t.blog.seeAll} />}
    >
      {/* On a phone the four swipe in a row; on a wide screen the lead takes the left and the rest stack beside it. */}
      <ul className="-mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-12">
        <li className="flex w-[82%] shrink-0 snap-start sm:w-auto lg:col-span-6 lg:row-span-3">
          <PostCard post={lead} variant="grid" />
        </li>
        {others.map((post) => (
          <li key={post.slug} className="flex w-[82%] shrink-0 snap-start sm:w-auto lg:col-span-6">
            <PostCard post={post} variant="compact" thumbnail={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
