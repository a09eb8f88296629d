import { type RefObject, useEffect, useRef, useState } from "react";
import { fill } from "#shared/i18n/fill.ts";
import { readingProgress } from "../../blog/reading-progress.ts";
import { useLanguage } from "../../i18n/context.tsx";

export const STICKY_AFTER_PX = 80;

interface ReadingProgressProps {
  /** The article whose scroll-through is measured. */
  target: RefObject<HTMLElement | null>;
  /** When this element comes into view, progress jumps to 100 % (the pricing article). */
  completeAt?: RefObject<HTMLElement | null>;
}

/**
 * A thin progress bar fixed under the header, plus a bar with the percent label
 * that slides in after 80 px of scrolling (always shown on screens below 768 px).
 */
export function ReadingProgress({ target, completeAt }: ReadingProgressProps) {
  const { t } = useLanguage();
  const [percent, setPercent] = useState(0);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let frame = 0;
    let completed = false;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const total = rect.height - window.innerHeight;
      const value = completed ? 100 : readingProgress(-rect.top, total);
      setPercent(value);
      setScrolled(window.scrollY > STICKY_AFTER_PX);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    let observer: IntersectionObserver | undefined;
    const marker = completeAt?.current;
    if (marker) {
      observer = new IntersectionObserver((entries) => {
        completed = entries.some(
          (entry) => entry.isIntersecting || entry.boundingClientRect.top < 0,
        );
        schedule();
      });
      observer.observe(marker);
    }
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target, completeAt]);

  const label = fill(t.article.progressValue, { percent });
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="reading-progress-line"
        className="fixed inset-x-0 top-16 z-40 h-[3px] bg-transparent"
      >
        <div
          className="h-full bg-accent transition-[width] duration-150 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div
        data-testid="reading-progress"
        data-visible={scrolled ? "true" : "false"}
        className={`fixed inset-x-0 top-[67px] z-30 border-b border-line bg-ink/95 backdrop-blur transition-[transform,opacity] duration-300 motion-reduce:transition-none max-md:visible max-md:translate-y-0 max-md:opacity-100 ${
          scrolled ? "visible translate-y-0 opacity-100" : "invisible -translate-y-full opacity-0"
        }`}
      >
        <div className="wrap flex items-center gap-4 py-2">
          {/* Seen here, heard once: the progress bar below carries the same words. */}
          <span
            aria-hidden="true"
            className="shrink-0 text-xs font-semibold text-muted"
            data-testid="reading-progress-label"
          >
            {label}
          </span>
          <progress
            value={percent}
            max={100}
            aria-label={t.article.progressLabel}
            aria-valuetext={label}
            className="h-1.5 flex-1 appearance-none overflow-hidden rounded-full bg-panel-strong [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-panel-strong [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
          />
        </div>
      </div>
    </>
  );
}

/**
 * The reading progress on a page without a framework: the article and the
 * element that completes it are found in the page by their selectors, as the
 * island hydrates (client:scroll).
 */
export function ReadingProgressOnPage({
  article,
  completeAt,
}: {
  article: string;
  completeAt?: string;
}) {
  const find = (selector: string | undefined) =>
    selector && typeof document !== "undefined"
      ? document.querySelector<HTMLElement>(selector)
      : null;
  const target = useRef(find(article));
  const end = useRef(find(completeAt));
  return <ReadingProgress target={target} completeAt={completeAt ? end : undefined} />;
}
