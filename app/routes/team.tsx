import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "team", pathname: location.pathname });

export default function Team() {
  const { t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.team.heading} intro={t.pages.team.intro} />
      <ConsultationCta />
    </>
  );
}
