import { useLanguage } from "../../i18n/context.tsx";
import { usePage } from "../../islands/page-context.tsx";
import { breadcrumbTrail } from "../../navigation/breadcrumbs.ts";
import { Link } from "../../navigation/links.tsx";
import { pageOfRouteId } from "../../navigation/route-ids.ts";

/** Home › Section › Page, for every page but home; a page with a slug ends with its own title. */
export function Breadcrumbs() {
  const { lang, t } = useLanguage();
  const page = usePage();
  const pageId = pageOfRouteId(page.routeId);
  if (!pageId || pageId === "home") return null;

  const trail = breadcrumbTrail(pageId, lang, page.slug);

  return (
    // On a phone an article's reading bar sits under the header: the trail starts below it.
    <nav aria-label={t.breadcrumbs.label} className="wrap pt-28 md:pt-24">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-fg">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="-my-1 inline-block py-1 hover:text-fg">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
