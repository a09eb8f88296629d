import type { ReactNode } from "react";
import { site } from "#content/site.ts";
import { fill } from "#shared/i18n/fill.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { ContactForm } from "../forms/contact-form.tsx";
import { SampleMark } from "../ui/sample-mark.tsx";
import { Section } from "../ui/section.tsx";

// inline-block: the link's box is its line's full 24 px, a touch target of the least
// size WCAG 2.2 asks for, without moving anything around it.
const linkClass = "inline-block font-semibold text-accent underline-offset-4 hover:underline";

/** One way to reach us: what it is, then its value(s). */
function ContactItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{term}</dt>
      {children}
    </div>
  );
}

/** E-mail, both phones, the office address and hours, as links where they can be. */
export function ContactDetails() {
  const { lang, t } = useLanguage();
  const texts = t.contactSection;
  const { address } = site;
  return (
    <dl className="grid gap-5">
      <ContactItem term={texts.email}>
        <dd className="mt-1">
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </dd>
      </ContactItem>
      <ContactItem term={texts.phones}>
        {site.phones.map((phone) => (
          <dd key={phone.tel} className="mt-1">
            <a href={`tel:${phone.tel}`} className={linkClass}>
              {phone.display}
            </a>
            <SampleMark when={phone.sample} />
          </dd>
        ))}
      </ContactItem>
      <ContactItem term={texts.address}>
        <dd className="mt-1">
          <address className="not-italic">
            {site.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <SampleMark when={address.sample} />
            <br />
            {fill(texts.region, { region: lang === "pl" ? address.region : address.regionEn })}
          </address>
        </dd>
      </ContactItem>
      <ContactItem term={texts.hours}>
        <dd className="mt-1">{texts.hoursValue}</dd>
      </ContactItem>
    </dl>
  );
}

/** Home section 9: the contact form next to the ways to reach the agency directly. */
/** `form` is the form as an island of its own (on an Astro page); the form itself otherwise. */
export function ContactSection({ id, children: form }: { id: string; children?: ReactNode }) {
  const { t } = useLanguage();
  const texts = t.contactSection;
  return (
    <Section id={id} titleId="contact-section-title" heading={texts.heading} intro={texts.intro}>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-12 lg:gap-10">
        <div className="rounded-3xl border border-line bg-panel p-5 sm:p-8 lg:col-span-7">
          {form ?? <ContactForm />}
        </div>
        <div className="lg:col-span-4 lg:col-start-9">
          <h3 className="mb-5 text-xl font-semibold">{texts.detailsHeading}</h3>
          <ContactDetails />
        </div>
      </div>
    </Section>
  );
}
