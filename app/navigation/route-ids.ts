import { type PageId, pages } from "#shared/route-table.ts";

/** A page's route id is "<pageId>.<lang>" (app/islands/page-context.tsx, `routeId`). */
export function pageOfRouteId(routeId: string): PageId | undefined {
  const id = routeId.split(".")[0];
  return pages.find((entry) => entry.id === id)?.id;
}
