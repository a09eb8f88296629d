import { createContext, type ReactNode, use } from "react";
import type { Dictionary } from "#shared/i18n/dictionaries/dictionary.ts";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import type { Lang } from "#shared/lang.ts";

interface LanguageValue {
  lang: Lang;
  t: Dictionary;
}

const LanguageContext = createContext<LanguageValue | null>(null);

/** Provides the page's language; the language itself always comes from the URL. */
export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LanguageContext value={{ lang, t: dictionaries[lang] }}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageValue {
  const value = use(LanguageContext);
  if (!value) throw new Error("useLanguage must be used inside <LanguageProvider>");
  return value;
}
