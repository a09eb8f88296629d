import type { ReactNode } from "react";
import { ContactForm } from "../components/forms/contact-form.tsx";
import { ContactDetails } from "../components/sections/contact-section.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { formPageAction, formPageHeaders } from "../forms/page-post.ts";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/contact";

/** The contact form posted by the browser itself: see forms/page-post.ts. */
export const action = formPageAction("contact");
export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "contact", pathname: location.pathname });

/**
 * One of the page's two panels. The form's panel keeps a gap under its
 * heading; the highlighted one ("let's talk") spaces its own first lines.
 */
function ContactPanel({
  titleId,
  heading,
  highlighted = false,
  children,
}: {
  titleId: string;
  heading: string;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-3xl border border-line p-6 sm:p-8 ${highlighted ? "bg-gradient-to-br from-panel-strong to-panel" : "bg-panel"}`}
    >
      <h2 id={titleId} className={`${highlighted ? "" : "mb-6 "}text-2xl font-bold tracking-tight`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** /kontakt: the contact form and a "let's talk" block with every way to reach the agency. */
export default function Contact() {
  const { t } = useLanguage();
  const texts = t.contactPage;
  return (
    <>
      <PageHeader heading={t.pages.contact.heading} intro={t.pages.contact.intro} />
      <div className="wrap grid items-start gap-10 pb-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactPanel titleId="contact-form-title" heading={texts.formHeading}>
          <ContactForm />
        </ContactPanel>
        {/* Text and links only: kept as the server rendered it, never hydrated. */}
        <StaticRegion>
          <ContactPanel titleId="lets-talk-title" heading={texts.talkHeading} highlighted>
            <p className="mt-4 leading-relaxed text-muted">{texts.talkText}</p>
            <div className="mt-6 rounded-2xl border border-accent/40 bg-ink/40 p-5">
              <h3 className="font-semibold text-accent">{texts.consultationHeading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{texts.consultationText}</p>
              <p className="mt-3 text-sm font-semibold">{texts.replyPromise}</p>
            </div>
            <div className="mt-8">
              <ContactDetails />
            </div>
          </ContactPanel>
        </StaticRegion>
      </div>
    </>
  );
}
