import { ProjectCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { PartnersSection } from "../components/sections/partners-section.tsx";
import { TeamSection } from "../components/sections/team-section.tsx";
import { useLanguage } from "../i18n/context.tsx";

/** /zespol: the two people behind the agency, the partners they work with and the invitation to start a project. */
export function Team() {
  const { t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.team.heading} intro={t.pages.team.intro} />
      <TeamSection heading={t.teamPage.membersHeading} lazyImages={false} />
      <PartnersSection />
      <ProjectCta />
    </>
  );
}
