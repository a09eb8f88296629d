/**
 * What a React root on an Astro page knows about the page it is on. Every
 * root (a section rendered at build time, or an island) is a separate React
 * tree, so each gets the page's language and path as a prop and provides them
 * to the components inside it.
 */
import { type ComponentType, createContext, type ReactNode, use } from "react";
import type { Lang } from "#shared/lang.ts";
import { LanguageProvider } from "../i18n/context.tsx";

export interface PageInfo {
  lang: Lang;
  /** The page's path as a visitor sees it ("/en/kontakt"). */
  pathname: string;
  /** The route id of the page ("contact.en"), for the breadcrumb trail. */
  routeId: string;
  /** For a page with a slug: the slug and the page's title, for the breadcrumb trail. */
  slug?: { slug: string; label: string };
}

const PageContext = createContext<PageInfo | null>(null);

export function PageProvider({ page, children }: { page: PageInfo; children: ReactNode }) {
  return (
    <PageContext value={page}>
      <LanguageProvider lang={page.lang}>{children}</LanguageProvider>
    </PageContext>
  );
}

export function usePage(): PageInfo {
  const value = use(PageContext);
  if (!value) throw new Error("usePage must be used inside <PageProvider>");
  return value;
}

/** A component as a root of its own on an Astro page: it takes the page as a prop. */
export function onPage<Props extends object>(Component: ComponentType<Props>) {
  function OnPage({ page, ...props }: Props & { page: PageInfo }) {
    return (
      <PageProvider page={page}>
        <Component {...(props as Props)} />
      </PageProvider>
    );
  }
  OnPage.displayName = `OnPage(${Component.displayName ?? Component.name})`;
  return OnPage;
}
