import { ProjectCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { PortfolioListing } from "../components/sections/portfolio-listing.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "portfolio", pathname: location.pathname });

/** The portfolio: its header, the listing (components/sections/portfolio-listing.tsx) and the call to a project. */
export default function Portfolio() {
  const { t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.portfolio.heading} intro={t.pages.portfolio.intro} />
      <PortfolioListing />
      <ProjectCta />
    </>
  );
}
