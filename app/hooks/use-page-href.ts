import { localizePath } from "#shared/lang.ts";
import { type PageId, pagePath } from "#shared/route-table.ts";
import { useLanguage } from "../i18n/context.tsx";

/** Links to pages in the current language: href("contact") → "/kontakt" or "/en/kontakt". */
export function usePageHref() {
  const { lang } = useLanguage();
  return (id: PageId, slug?: string) => localizePath(pagePath(id, slug), lang);
}
