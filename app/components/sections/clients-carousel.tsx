import { clients } from "#content/clients.ts";
import { publication } from "#content/publication.ts";
import { publishedClients } from "#content/samples.ts";
import { rasterSources } from "#shared/artwork.ts";
import { fill } from "#shared/i18n/fill.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { SectionHeading } from "../ui/section.tsx";

/**
 * Home section 8: the client logos in a slow, continuous marquee. It pauses on
 * hover, on keyboard focus and with its pause button (WCAG 2.2.2), and stands
 * still for visitors who prefer less motion. Drawn at build time; the button
 * and the logos' loading are clients-carousel-behaviour.ts, without a framework.
 */
export function ClientsCarousel() {
  const { lang, t } = useLanguage();
  const texts = t.clients;
  const shown = publishedClients(clients, publication);
  // Made-up brands are never shown as clients who trusted us.
  const anySample = shown.some((client) => client.sample);

  const logos = (copy: boolean) =>
    shown.map((client) => (
      <li key={client.id} className="shrink-0 px-6">
        <img
          {...(rasterSources(client.logo) ?? { src: client.logo })}
          sizes="10rem"
          width={client.width}
          height={client.height}
          alt={
            copy ? "" : fill(texts.logoAlt, { name: client.name, industry: client.industry[lang] })
          }
          // Lazy in the page, so no logo is asked for before the first paint; all of them
          // at once when the strip comes near (clients-carousel-behaviour.ts): WebKit loads
          // a lazy image only as it enters the viewport, and in the moving strip most enter
          // from the side, blank for a moment each.
          loading="lazy"
          fetchPriority="low"
          decoding="async"
          className="h-16 w-auto opacity-80"
        />
      </li>
    ));

  // A production build with no real, consented client has no section to show.
  if (shown.length === 0) return null;

  return (
    <section
      aria-labelledby="clients-title"
      className={`clients-section py-10 sm:py-12 ${RENDER_WHEN_NEAR}`}
    >
      <div className="wrap">
        {/* The strip's pause button comes before the strip, beside the heading. */}
        <SectionHeading
          id="clients-title"
          heading={anySample ? texts.sampleHeading : texts.heading}
          intro={anySample ? texts.sampleIntro : texts.intro}
          action={
            <div className="clients-toggle">
              <button
                type="button"
                data-clients-toggle=""
                data-pause={texts.pause}
                data-play={texts.play}
                className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-fg transition-colors hover:border-fg"
              >
                <svg
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                  className="size-4"
                  fill="currentColor"
                >
                  <path d="M4 2h3v12H4zM9 2h3v12H9z" />
                </svg>
                <span>{texts.pause}</span>
              </button>
            </div>
          }
        />
      </div>
      <div
        className="clients-carousel relative mt-8"
        data-paused="false"
        data-testid="clients-carousel"
      >
        <div className="clients-viewport overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
          <div className="clients-track flex w-max" data-testid="clients-track">
            <ul data-testid="clients-list" className="clients-list flex shrink-0 items-center">
              {logos(false)}
            </ul>
            <ul aria-hidden="true" className="clients-list clients-copy flex shrink-0 items-center">
              {logos(true)}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
