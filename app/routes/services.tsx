import { Link } from "react-router";
import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { servicePages } from "../navigation/route-table.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "services", pathname: location.pathname });

export default function Services() {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <>
      <PageHeader heading={t.pages.services.heading} intro={t.pages.services.intro} />
      <ul className="mx-auto grid max-w-5xl gap-4 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {servicePages.map((id) => (
          <li key={id}>
            <Link
              to={href(id)}
              className="block h-full rounded-2xl border border-line bg-panel p-6 transition-colors hover:border-accent"
            >
              <h2 className="text-xl font-semibold">{t.pages[id].breadcrumb}</h2>
              <p className="mt-2 text-sm text-muted">{t.pages[id].description}</p>
            </Link>
          </li>
        ))}
      </ul>
      <ConsultationCta />
    </>
  );
}
