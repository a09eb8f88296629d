import { useEffect } from "react";
import { useLocation } from "react-router";
import { langFromPath } from "#shared/lang.ts";
import { pageView } from "./analytics.ts";

/** One page view per page the visitor reaches, client-side navigations included (sent only with consent). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    pageView(pathname, langFromPath(pathname));
  }, [pathname]);
}
