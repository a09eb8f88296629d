import { Link, useMatches } from "react-router";
import { useLanguage } from "../../i18n/context.tsx";
import { breadcrumbTrail } from "../../navigation/breadcrumbs.ts";
import { pageOfRouteId } from "../../navigation/route-ids.ts";

function titleIn(data: unknown, lang: "pl" | "en"): string | undefined {
  if (typeof data !== "object" || data === null || !("title" in data)) return undefined;
  const title: unknown = data.title;
  if (typeof title === "string") return title;
  if (typeof title !== "object" || title === null || !(lang in title)) return undefined;
  const text: unknown = (title as Record<string, unknown>)[lang];
  return typeof text === "string" ? text : undefined;
}

/** Home › Section › Page, for every page but home. */
export function Breadcrumbs() {
  const { lang, t } = useLanguage();
  const match = useMatches().at(-1);
  const pageId = match ? pageOfRouteId(match.id) : undefined;
  if (!match || !pageId || pageId === "home") return null;

  const slug = match.params.slug;
  const label = titleIn(match.loaderData, lang);
  const trail = breadcrumbTrail(pageId, lang, slug && label ? { slug, label } : undefined);

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
