import { useLocation } from "react-router";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { type ServicePageId, servicePageAt } from "../navigation/route-table.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/service-page";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    page: servicePageAt(location.pathname),
    pathname: location.pathname,
    ogType: "article",
  });

export default function ServicePage() {
  const { t } = useLanguage();
  const href = usePageHref();
  const id: ServicePageId = servicePageAt(useLocation().pathname);
  const texts = t.pages[id];
  return (
    <>
      <PageHeader heading={texts.heading} intro={texts.intro}>
        <ButtonLink to={href("contact")}>{t.header.bookConsultation}</ButtonLink>
        <ButtonLink to={href("portfolio")} variant="secondary">
          {t.nav.portfolio}
        </ButtonLink>
      </PageHeader>
      <ConsultationCta />
    </>
  );
}
