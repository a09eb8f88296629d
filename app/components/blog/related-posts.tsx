import { forwardRef, type PointerEvent, useRef, useState } from "react";
import { fill } from "#shared/i18n/fill.ts";
import type { PostTeaser } from "../../blog/post-teaser.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { PostCard } from "./post-card.tsx";

const VISIBLE = 3;

/**
 * Related articles in a horizontal strip that can be dragged with the mouse;
 * dots and a hint appear only when there are more than three.
 */
export const RelatedPosts = forwardRef<HTMLElement, { posts: readonly PostTeaser[] }>(
  function RelatedPosts({ posts }, ref) {
    const { t } = useLanguage();
    const strip = useRef<HTMLUListElement>(null);
    const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
    const [active, setActive] = useState(0);
    const paged = posts.length > VISIBLE;

    if (posts.length === 0) return null;

    const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
      if (event.pointerType !== "mouse" || !strip.current) return;
      drag.current = { x: event.clientX, left: strip.current.scrollLeft, moved: false };
    };
    const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
      const state = drag.current;
      if (!state || !strip.current) return;
      const delta = event.clientX - state.x;
      if (Math.abs(delta) > 5) state.moved = true;
      strip.current.scrollLeft = state.left - delta;
    };
    const endDrag = () => {
      setTimeout(() => {
        drag.current = null;
      }, 0);
    };
    const onScroll = () => {
      const element = strip.current;
      const first = element?.firstElementChild;
      if (!element || !(first instanceof HTMLElement)) return;
      setActive(Math.round(element.scrollLeft / (first.offsetWidth + 24)));
    };
    const goTo = (index: number) => {
      const item = strip.current?.children[index];
      if (item instanceof HTMLElement) {
        strip.current?.scrollTo({
          left: item.offsetLeft - (strip.current?.offsetLeft ?? 0),
          behavior: "smooth",
        });
      }
    };

    return (
      <section
        ref={ref}
        aria-labelledby="related-title"
        className={`wrap mt-16 ${RENDER_WHEN_NEAR}`}
        data-testid="related-posts"
      >
        <h2 id="related-title" className="text-heading font-bold text-balance">
          {t.article.related}
        </h2>
        {paged && <p className="mt-2 text-sm text-muted">{t.article.relatedHint}</p>}
        <ul
          ref={strip}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerLeave={endDrag}
          onClickCapture={(event) => {
            if (drag.current?.moved) event.preventDefault();
          }}
          onScroll={onScroll}
          className="mt-6 flex cursor-grab snap-x snap-mandatory gap-6 overflow-x-auto pb-4 select-none active:cursor-grabbing"
        >
          {posts.map((post) => (
            <li
              key={post.slug}
              className="flex w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[calc((100%-3rem)/3)]"
            >
              <PostCard post={post} variant="grid" />
            </li>
          ))}
        </ul>
        {paged && (
          <div className="mt-4 flex justify-center gap-2">
            {posts.map((post, index) => (
              <button
                key={post.slug}
                type="button"
                onClick={() => goTo(index)}
                aria-label={fill(t.article.relatedDot, { number: index + 1 })}
                aria-current={active === index ? "true" : undefined}
                className={`h-2.5 w-2.5 rounded-full ${active === index ? "bg-accent" : "bg-line"}`}
              />
            ))}
          </div>
        )}
      </section>
    );
  },
);
