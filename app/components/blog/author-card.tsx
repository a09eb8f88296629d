import { authors } from "#content/blog/authors.ts";
import { fill } from "#shared/i18n/fill.ts";
import type { PostTeaser } from "../../blog/post-teaser.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { textIn } from "../../i18n/in-language.ts";
import { AuthorAvatar } from "./fallback-image.tsx";

/** The author's name, avatar and position (the post may override the position). */
export function AuthorLine({ post }: { post: PostTeaser }) {
  const { lang, t } = useLanguage();
  const author = authors[post.author];
  return (
    <div className="flex items-center gap-3" data-testid="article-author">
      <AuthorAvatar
        author={author}
        size={48}
        alt={fill(t.article.avatarAlt, { name: author.name })}
        className="h-12 w-12 rounded-full border border-line bg-panel-strong"
      />
      <div className="text-left">
        <p className="font-semibold">
          <span className="sr-only">{t.article.by}: </span>
          {author.name}
        </p>
        <p className="text-sm text-muted">{textIn(post.authorPosition ?? author.position, lang)}</p>
      </div>
    </div>
  );
}

export function AuthorBlock({ post }: { post: PostTeaser }) {
  const { lang, t } = useLanguage();
  const author = authors[post.author];
  return (
    <section
      aria-labelledby="about-author"
      className="mt-12 flex flex-col gap-5 rounded-2xl border border-line bg-panel p-6 sm:flex-row sm:items-start"
      data-testid="author-block"
    >
      <AuthorAvatar
        author={author}
        size={96}
        alt={fill(t.article.avatarAlt, { name: author.name })}
        loading="lazy"
        className="h-24 w-24 shrink-0 rounded-full border border-line bg-panel-strong"
      />
      <div>
        <h2 id="about-author" className="text-sm font-semibold tracking-wide text-accent uppercase">
          {t.article.aboutAuthor}
        </h2>
        <p className="mt-2 text-xl font-bold">{author.name}</p>
        <p className="text-sm text-muted">{textIn(post.authorPosition ?? author.position, lang)}</p>
        <p className="mt-3 leading-relaxed text-muted">{author.bio[lang]}</p>
      </div>
    </section>
  );
}
