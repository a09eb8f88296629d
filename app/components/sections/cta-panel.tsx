import { site } from "#content/site.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { RiverLine } from "../identity/river-line.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";
import { ButtonLink } from "../ui/actions.tsx";
import { Icon } from "../ui/icon.tsx";
import { SampleMark } from "../ui/sample-mark.tsx";

/**
 * The closing call to action of every page that ends with one: the page's own
 * heading and sentence, left-aligned on the deep-brick field (the identity's
 * one large area of colour) under a thin paper rule, then the free
 * consultation (the one button in paper) and the phones and the e-mail as
 * secondary ways to reach us, a row of smaller ink pills under it. Each way is
 * a pill whose label never wraps; the pills wrap as a row.
 */
export function ClosingCta({
  heading,
  text,
  titleId = "cta-title",
}: {
  heading: string;
  text: string;
  titleId?: string;
}) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="closing-cta"
      className={`wrap mt-16 ${RENDER_WHEN_NEAR}`}
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-brick-deep p-6 sm:p-10 lg:p-14 [&_a:focus-visible]:outline-fg">
        {/* The river runs under every page's last word, drawn in as it comes into view. */}
        <RiverLine
          drawn
          colour="var(--color-fg)"
          className="absolute inset-x-0 -bottom-6 -z-10 h-24 w-full opacity-40 sm:-bottom-10 sm:h-36"
        />
        <div aria-hidden="true" className="h-0.5 w-12 rounded-full bg-fg" />
        <h2 id={titleId} className="mt-6 max-w-4xl text-heading font-bold text-balance">
          {heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-fg/90 text-pretty">{text}</p>
        <div className="mt-8">
          <ButtonLink to={href("contact")} variant="paper">
            {t.cta.button}
          </ButtonLink>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {site.phones.map((phone) => (
            <ButtonLink key={phone.tel} to={`tel:${phone.tel}`} variant="secondary" size="medium">
              <Icon name="smartphone" className="size-4 text-accent" />
              <span className="sr-only">{t.cta.call}: </span>
              {phone.display}
              <SampleMark when={phone.sample} badge />
            </ButtonLink>
          ))}
          <ButtonLink to={`mailto:${site.email}`} variant="secondary" size="medium">
            <Icon name="mail" className="size-4 text-accent" />
            <span className="sr-only">{t.cta.write}: </span>
            {site.email}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** The closing call to action with the site's general heading and sentence. */
export function ConsultationCta() {
  const { t } = useLanguage();
  return <ClosingCta heading={t.cta.title} text={t.cta.text} />;
}

/** The closing call to action of the portfolio and the team: starting a project together. */
export function ProjectCta() {
  const { t } = useLanguage();
  return <ClosingCta heading={t.projectCta.heading} text={t.projectCta.text} />;
}
