import { PageHeader } from "../components/sections/page-header.tsx";
import { ButtonRow } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { pageOfRouteId } from "../navigation/route-ids.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/form-sent";

/** Which thank-you page this is: the contact form's or the newsletter's. */
function sentPage(routeId: string) {
  return pageOfRouteId(routeId) === "newsletterSent" ? "newsletterSent" : "contactSent";
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ page: sentPage(matches.at(-1)?.id ?? ""), pathname: location.pathname });

/**
 * Where a form posted by the browser itself (before the app runs, or without
 * it) lands once it is sent: the form's answer (the toast's words) as the
 * page's heading, then the way on. With the app, the same answer comes as a
 * toast or under the form.
 */
export default function FormSent({ matches }: Route.ComponentProps) {
  const { t } = useLanguage();
  const href = usePageHref();
  const texts = t.pages[sentPage(matches.at(-1)?.id ?? "")];
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
