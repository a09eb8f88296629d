import { langFromPath } from "#shared/lang.ts";
import { filterFields } from "../blog/blog-filters.ts";
import { loadPostSearch } from "../blog/load-search.ts";
import { BlogListing } from "../components/blog/blog-listing.tsx";
import { BlogStats } from "../components/blog/blog-stats.tsx";
import { ConsultationCta } from "../components/sections/cta-panel.tsx";
import { PageHeader } from "../components/sections/page-header.tsx";
import { useLanguage } from "../i18n/context.tsx";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/blog";

/**
 * A search in the address (the filter form sent before the app ran, or without
 * it) is answered in the page the server renders; the browser otherwise
 * searches by itself once the app runs (blog/load-search.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get(filterFields.query)?.trim();
  if (!query) return { searched: null };
  const search = await loadPostSearch(langFromPath(url.pathname));
  return { searched: { query, slugs: search.search(query) } };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ page: "blog", pathname: location.pathname });

/** The blog index: its header and figures, the listing, and the call to a consultation. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useLanguage();
  return (
    <>
      <PageHeader heading={t.pages.blog.heading} intro={t.pages.blog.intro}>
        <BlogStats />
      </PageHeader>
      <BlogListing searched={loaderData.searched} />
      <ConsultationCta />
    </>
  );
}
