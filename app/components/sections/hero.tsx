import type { MouseEvent } from "react";
import { useLanguage } from "../../i18n/context.tsx";
import { scrollToSection } from "../layout/section-scroll.ts";
import { ParticleBackground } from "./particle-background.tsx";

/** Scrolls to an in-page section (smoothly unless the visitor prefers less motion) and moves focus there. */
function jumpToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  scrollToSection(target);
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}

const buttonBase =
  "inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors";

/** Home section 1: headline, subtitle and the two ways in — the work and the contact form. */
export function Hero({ portfolioId, contactId }: { portfolioId: string; contactId: string }) {
  const { t } = useLanguage();
  const texts = t.pages.home;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-4 pt-36 pb-24 sm:px-6"
    >
      <ParticleBackground />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-b from-transparent to-ink"
      />
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">
          {t.hero.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
        >
          {texts.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted text-pretty">
          {texts.intro}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a
            href={`#${portfolioId}`}
            onClick={(event) => jumpToSection(event, portfolioId)}
            className={`${buttonBase} bg-accent text-accent-ink hover:bg-accent-strong`}
          >
            {texts.primary}
          </a>
          <a
            href={`#${contactId}`}
            onClick={(event) => jumpToSection(event, contactId)}
            className={`${buttonBase} border border-line text-fg hover:border-fg`}
          >
            {texts.secondary}
          </a>
        </div>
      </div>
    </section>
  );
}
