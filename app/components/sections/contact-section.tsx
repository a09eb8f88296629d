import { site } from "#content/site.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { fill } from "../../i18n/fill.ts";
import { ContactForm } from "../forms/contact-form.tsx";

/** E-mail, both phones, the office address and hours, as links where they can be. */
export function ContactDetails() {
  const { lang, t } = useLanguage();
  const texts = t.contactSection;
  const { address } = site;
  return (
    <dl className="grid gap-5">
      <div>
        <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.email}</dt>
        <dd className="mt-1">
          <a
            href={`mailto:${site.email}`}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            {site.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.phones}</dt>
        {site.phones.map((phone) => (
          <dd key={phone.tel} className="mt-1">
            <a
              href={`tel:${phone.tel}`}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {phone.display}
            </a>
          </dd>
        ))}
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
          {texts.address}
        </dt>
        <dd className="mt-1">
          <address className="not-italic">
            {site.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {fill(texts.region, { region: lang === "pl" ? address.region : address.regionEn })}
          </address>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{texts.hours}</dt>
        <dd className="mt-1">{texts.hoursValue}</dd>
      </div>
    </dl>
  );
}

/** Home section 9: the contact form next to the ways to reach the agency directly. */
export function ContactSection({ id }: { id: string }) {
  const { t } = useLanguage();
  const texts = t.contactSection;
  return (
    <section
      id={id}
      aria-labelledby="contact-section-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="contact-section-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {texts.heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{texts.intro}</p>
      </div>
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-3xl border border-line bg-panel p-6 sm:p-8">
          <ContactForm />
        </div>
        <div className="rounded-3xl border border-line bg-panel p-6 sm:p-8">
          <h3 className="mb-6 text-xl font-semibold">{texts.detailsHeading}</h3>
          <ContactDetails />
        </div>
      </div>
    </section>
  );
}
