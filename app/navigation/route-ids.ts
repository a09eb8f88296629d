import { type PageId, pages } from "#shared/route-table.ts";

/** Route ids are "<pageId>.<lang>" (see app/routes.ts). */
export function pageOfRouteId(routeId: string): PageId | undefined {
  const id = routeId.split(".")[0];
  return pages.find((entry) => entry.id === id)?.id;
}
