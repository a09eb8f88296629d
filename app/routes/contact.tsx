import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "contact", pathname: location.pathname });

export default function Contact() {
  const { t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.contact.heading} intro={t.pages.contact.intro} />
      <ConsultationCta />
    </>
  );
}
