/**
 * What a React root on an Astro page knows about the page it is on. Every
 * root (a section rendered at build time, or an island) is a separate React
 * tree, so each gets the page's language and path as a prop and provides them
 * to the components inside it.
 */
import { type ComponentType, createContext, type ReactNode, use } from "react";
import type { PagePostOutcome } from "#shared/forms/page-post.ts";
import { loadDictionary } from "#shared/i18n/dictionaries/index.ts";
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
  /** A form posted to this page without JavaScript and refused: the page is the answer. */
  posted?: PagePostOutcome;
  /** The address's query ("?q=logo") of a page drawn per request for it (pages/per-request/). */
  search?: string;
}

const PageContext = createContext<PageInfo | null>(null);

/** In the browser each language's texts are a chunk of their own, fetched once per page. */
const dictionaryLoads = new Map<Lang, Promise<unknown>>();
function dictionaryLoad(lang: Lang) {
  let load = dictionaryLoads.get(lang);
  if (!load) {
    load = loadDictionary(lang);
    dictionaryLoads.set(lang, load);
  }
  return load;
}

export function PageProvider({ page, children }: { page: PageInfo; children: ReactNode }) {
  // An island waits for its page's texts before it hydrates; the build has them all.
  if (typeof window !== "undefined") use(dictionaryLoad(page.lang));
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
