import { useLanguage } from "../i18n/context.tsx";
import { localizePath } from "../i18n/lang.ts";
import { type PageId, pagePath } from "../navigation/route-table.ts";

/** Links to pages in the current language: href("contact") → "/kontakt" or "/en/kontakt". */
export function usePageHref() {
  const { lang } = useLanguage();
  return (id: PageId, slug?: string) => localizePath(pagePath(id, slug), lang);
}
