import { useLanguage } from "../../i18n/context.tsx";
import { NewsletterForm } from "../forms/newsletter-form.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";

/** Home section 3: the newsletter sign-up with its 5% discount on the first project. */
export function NewsletterBanner() {
  const { t } = useLanguage();
  const texts = t.newsletterBanner;
  return (
    <section
      aria-labelledby="newsletter-banner-title"
      className={`mx-auto max-w-6xl px-4 py-12 sm:px-6 ${RENDER_WHEN_NEAR}`}
    >
      <div className="grid items-center gap-8 rounded-3xl border border-accent/40 bg-gradient-to-br from-panel-strong to-panel p-8 sm:p-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-bold text-accent-ink">
            {texts.badge}
          </p>
          <h2
            id="newsletter-banner-title"
            className="mt-4 text-3xl font-bold tracking-tight text-balance"
          >
            {texts.heading}
          </h2>
          <p className="mt-4 leading-relaxed text-muted">{texts.text}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
