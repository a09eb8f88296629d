import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/context.tsx";
import { NewsletterForm } from "../forms/newsletter-form.tsx";
import { RENDER_WHEN_NEAR } from "../layout/section-scroll.ts";

/** Home section 3: the newsletter sign-up with its 5% discount on the first project. */
/** `form` is the form as an island of its own (on an Astro page); the form itself otherwise. */
export function NewsletterBanner({ children: form }: { children?: ReactNode }) {
  const { t } = useLanguage();
  const texts = t.newsletterBanner;
  return (
    <section
      aria-labelledby="newsletter-banner-title"
      className={`wrap py-6 sm:py-8 ${RENDER_WHEN_NEAR}`}
    >
      <div className="grid items-center gap-6 rounded-3xl border border-line bg-panel p-6 sm:p-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-bold text-accent-ink">
            {texts.badge}
          </p>
          <h2
            id="newsletter-banner-title"
            className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {texts.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{texts.text}</p>
        </div>
        {form ?? <NewsletterForm />}
      </div>
    </section>
  );
}
