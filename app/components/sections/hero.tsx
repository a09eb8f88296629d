import type { MouseEvent } from "react";
import { fill } from "#shared/i18n/fill.ts";
import type { HeroProof } from "../../home/page-data.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Link } from "../../navigation/links.tsx";
import { RiverLine } from "../identity/river-line.tsx";
import { scrollToSection } from "../layout/section-scroll.ts";
import { ContentImage } from "../ui/content-image.tsx";
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
  "inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold whitespace-nowrap transition-colors";

/**
 * Home section 1: who we are (the eyebrow), what we promise (the headline), for whom (the
 * sentence under it), the two ways in — the work and the contact form — and why us: a project
 * with one of its measured results, sourced. The river line runs behind it all, its particles
 * flowing along it once the page has settled.
 */
export function Hero({
  portfolioId,
  contactId,
  proof,
}: {
  portfolioId: string;
  contactId: string;
  proof: HeroProof;
}) {
  const { t } = useLanguage();
  const href = usePageHref();
  const texts = t.pages.home;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-24 pb-8 sm:pb-10"
    >
      {/* The line and its particles share one box, so the particles flow along the line drawn. */}
      <div
        aria-hidden="true"
        data-particles-host
        className="absolute inset-x-0 top-[24rem] -z-10 h-[22rem] sm:top-16 sm:h-[40rem]"
      >
        <RiverLine water className="absolute inset-0 size-full opacity-60" />
        <ParticleBackground />
      </div>
      <div className="wrap">
        <p className="eyebrow">{t.hero.eyebrow}</p>
        <h1 id="hero-title" className="mt-5 max-w-6xl text-display font-extrabold text-balance">
          {texts.heading}
        </h1>
        <div className="mt-8 grid gap-10 lg:grid-cols-12 lg:items-start">
          <div className="lg:col-span-6">
            <p className="max-w-xl text-lead text-muted text-pretty">{texts.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
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
                className={`${buttonBase} border border-line bg-ink text-fg hover:border-fg`}
              >
                {texts.secondary}
              </a>
            </div>
          </div>
          <figure className="lg:col-span-5 lg:col-start-8 xl:col-span-4 xl:col-start-9">
            <Link
              to={href("caseStudy", proof.slug)}
              aria-label={fill(t.hero.seeProject, { title: proof.title })}
              className="group block overflow-hidden rounded-2xl border border-line bg-panel"
            >
              <ContentImage
                image={proof.image}
                eager
                sizes="(min-width: 80rem) 24rem, (min-width: 64rem) 30rem, calc(100vw - 2.5rem)"
                className="aspect-4/3 w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
              />
            </Link>
            <figcaption className="mt-5 grid grid-cols-[auto_1fr] items-end gap-x-5 gap-y-1">
              <p className="col-span-2 text-xs font-semibold tracking-[0.14em] text-river uppercase">
                {t.hero.proofLabel} · {proof.client}
              </p>
              {/* Shown large and read once: the sentence beside it states the same figure. */}
              <span
                aria-hidden="true"
                className="text-6xl leading-none font-extrabold tracking-tight text-fg tabular-nums"
              >
                {proof.figure}
              </span>
              <p className="pb-1 leading-snug font-semibold text-fg text-pretty">{proof.outcome}</p>
              <p className="col-span-2 mt-2 text-sm text-muted">
                {proof.period} · {t.hero.source}: {proof.source}
              </p>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
