import { ProjectCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { PartnersSection } from "../components/sections/partners-section.tsx";
import { TeamSection } from "../components/sections/team-section.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "team", pathname: location.pathname });

/** /zespol: the two people behind the agency, the partners they work with and the invitation to start a project. */
export default function Team() {
  const { t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.team.heading} intro={t.pages.team.intro} />
      {/* Pictures, text and links: kept as the server rendered them, never hydrated. */}
      <StaticRegion>
        <TeamSection heading={t.teamPage.membersHeading} lazyImages={false} />
        <PartnersSection />
      </StaticRegion>
      <ProjectCta />
    </>
  );
}
