/**
 * The screens not yet split into islands, rendered whole at build time from
 * their React Router modules: each module's loader gives the data, its meta
 * the head, its component the page (shipping no code).
 */
import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";
import { langFromPath, stripLang } from "#shared/lang.ts";
import { matchPage, type PageId } from "#shared/route-table.ts";
import { onPage, type PageInfo } from "./page-context.tsx";

interface RouteModule {
  default: ComponentType<Record<string, unknown>>;
  loader?: (args: Record<string, unknown>) => unknown;
  meta?: (args: Record<string, unknown>) => MetaDescriptor[];
}

const modules = import.meta.glob<RouteModule>(
  [
    "../routes/*.tsx",
    "!../routes/site-layout.tsx",
    "!../routes/legacy-redirect.tsx",
    "!../routes/home.tsx",
    "!../routes/contact.tsx",
    "!../routes/blog.tsx",
    "!../routes/portfolio.tsx",
  ],
  { eager: true },
);

const roots = new Map<string, ComponentType<Record<string, unknown> & { page: PageInfo }>>();
function rootOf(module: string) {
  let root = roots.get(module);
  if (!root) {
    const routeModule = modules[`../${module}`];
    if (!routeModule) throw new Error(`No route module ${module}`);
    root = onPage(routeModule.default);
    roots.set(module, root);
  }
  return root;
}

export interface RoutePage {
  page: PageInfo;
  pageId: PageId;
  layout: "site" | "bare";
  meta: MetaDescriptor[];
  Root: ComponentType<Record<string, unknown> & { page: PageInfo }>;
  props: Record<string, unknown>;
}

/** Everything the bridge page needs to draw `pathname` from its route module. */
export async function routePage(pathname: string): Promise<RoutePage> {
  const matched = matchPage(stripLang(pathname));
  if (!matched) throw new Error(`No page at ${pathname}`);
  const { page: entry, slug } = matched;
  const routeModule = modules[`../${entry.module}`];
  if (!routeModule) throw new Error(`No route module ${entry.module}`);
  const url = new URL(pathname, "https://odracreative.pl");
  const params = slug ? { slug } : {};
  const lang = langFromPath(pathname);
  const loaderData = await routeModule.loader?.({ url, params, request: new Request(url) });
  const routeId = `${entry.id}.${lang}`;
  const matches = [{ id: routeId, params, pathname, loaderData, data: loaderData }];
  const meta =
    routeModule.meta?.({ location: { pathname }, params, loaderData, data: loaderData, matches }) ??
    [];
  const title =
    loaderData && typeof loaderData === "object" && "title" in loaderData ? loaderData.title : null;
  const label =
    typeof title === "string"
      ? title
      : title && typeof title === "object" && lang in title
        ? String((title as Record<string, unknown>)[lang])
        : undefined;
  return {
    page: { lang, pathname, routeId, slug: slug && label ? { slug, label } : undefined },
    pageId: entry.id,
    layout: entry.layout,
    meta,
    Root: rootOf(entry.module),
    props: { loaderData, params, matches },
  };
}
