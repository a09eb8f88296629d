import { authorIds, authors } from "#content/blog/authors.ts";
import { categories } from "#content/blog/categories.ts";
import { posts } from "#content/blog/posts.ts";
import { fill } from "#shared/i18n/fill.ts";
import { useLanguage } from "../../i18n/context.tsx";

/** Who wrote the published posts: the hero names them and counts the same list. */
const authorNames = authorIds
  .filter((id) => posts.some((post) => post.author === id))
  .map((id) => authors[id].name);

/** The blog in numbers (articles, categories, authors) and who writes it. */
export function BlogStats() {
  const { lang, t } = useLanguage();
  return (
    <>
      {/* Figures on one rule, three across at every width: paper figures, river labels. */}
      <dl className="grid w-full max-w-md grid-cols-3 gap-6 border-t border-line pt-4">
        {[
          [t.blog.statArticles, posts.length],
          [t.blog.statCategories, categories.length],
          [t.blog.statAuthors, authorNames.length],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs font-semibold tracking-[0.14em] text-river uppercase">
              {label}
            </dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid={`stat-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="w-full text-sm text-muted">
        {/* The Polish "i" stays with the next name, as everywhere in Polish text (shared/typography.ts). */}
        {fill(t.blog.authorsLine, {
          authors: authorNames.join(lang === "pl" ? " i\u00a0" : " and "),
        })}
      </p>
    </>
  );
}
