import { PageHeader } from "../components/sections/page-header.tsx";
import { ButtonRow } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";

/** The thank-you pages: the contact form's and the newsletter's. */
export type SentPageId = "contactSent" | "newsletterSent";

/**
 * Where a form posted by the browser itself (before its island runs, or
 * without JavaScript) lands once it is sent: the form's answer (the toast's
 * words) as the page's heading, then the way on. With the island, the same
 * answer comes as a toast or under the form.
 */
export function FormSent({ sent }: { sent: SentPageId }) {
  const { t } = useLanguage();
  const href = usePageHref();
  const texts = t.pages[sent];
  return (
    <>
      <PageHeader heading={texts.heading} intro={texts.intro} />
      <ButtonRow
        className="wrap flex flex-wrap gap-3 pb-16"
        links={[
          { to: href("home"), label: t.serverError.home },
          { to: href("blog"), label: t.nav.blog },
        ]}
      />
    </>
  );
}
