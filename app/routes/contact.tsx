import { ContactForm } from "../components/forms/contact-form.tsx";
import { ContactPanel, LetsTalkPanel } from "../components/sections/contact-panels.tsx";
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
          <LetsTalkPanel />
        </StaticRegion>
      </div>
    </>
  );
}
