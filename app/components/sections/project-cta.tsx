import { useEffect, useState } from "react";
import { site } from "#content/site.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ButtonRow } from "../ui/actions.tsx";
import { CtaPanel } from "./cta-panel.tsx";

/** How long the pointer rests on each label. */
export const POINTER_INTERVAL_MS = 1200;

/** The label index the pointer rests on, advancing every 1.2 s unless the visitor prefers less motion. */
function usePointerCycle(count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = undefined;
      if (query.matches) {
        setIndex(0);
        return;
      }
      timer = setInterval(() => setIndex((current) => (current + 1) % count), POINTER_INTERVAL_MS);
    };
    start();
    query.addEventListener("change", start);
    return () => {
      clearInterval(timer);
      query.removeEventListener("change", start);
    };
  }, [count]);
  return index;
}

/**
 * The "let's build it together" block of the portfolio and team pages: a
 * pointer travelling over what we do, a button to book a call and an e-mail link.
 */
export function ProjectCta() {
  const { t } = useLanguage();
  const href = usePageHref();
  const labels = t.projectCta.labels;
  const active = usePointerCycle(labels.length);
  return (
    <CtaPanel
      titleId="project-cta-title"
      heading={t.projectCta.heading}
      text={t.projectCta.text}
      balanced
    >
      <p className="mt-8 text-sm font-semibold text-muted">{t.projectCta.pointerLabel}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {labels.map((label, index) => {
          const isActive = index === active;
          return (
            <li
              key={label}
              data-testid="pointer-label"
              data-active={isActive}
              className={`relative rounded-full border px-4 py-2 text-sm font-semibold transition-colors duration-300 ${
                isActive ? "border-accent bg-accent text-accent-ink" : "border-line text-fg"
              }`}
            >
              {label}
              {isActive && (
                <svg
                  data-testid="pointer"
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  aria-hidden="true"
                  focusable="false"
                  className="absolute -right-2 -bottom-4 text-fg drop-shadow motion-safe:animate-[lang-switch_300ms_ease-out]"
                >
                  <path
                    d="M5 3l14 7-6 2-2 6Z"
                    fill="currentColor"
                    stroke="#0b0d12"
                    strokeWidth="1.5"
                    strokeLinejoin="round"
                  />
                </svg>
              )}
            </li>
          );
        })}
      </ul>
      <ButtonRow
        className="mt-10 flex flex-wrap justify-center gap-3"
        links={[
          { to: href("contact"), label: t.projectCta.book },
          {
            to: `mailto:${site.email}`,
            label: (
              <>
                {t.projectCta.write}: {site.email}
              </>
            ),
          },
        ]}
      />
    </CtaPanel>
  );
}
