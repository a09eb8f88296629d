/**
 * The browser's dictionaries: each language is its own chunk, so a page ships
 * only the texts it shows. An island waits for its page's language before it
 * hydrates (app/islands/page-context.tsx), so reading a language that is not
 * loaded is a bug.
 */
import type { Lang } from "#shared/lang.ts";
import type { Dictionary } from "./dictionary.ts";

const loaded: Partial<Record<Lang, Dictionary>> = {};

const importers: Record<Lang, () => Promise<Dictionary>> = {
  pl: () => import("./pl.ts").then((module) => module.pl),
  en: () => import("./en.ts").then((module) => module.en),
};

export async function loadDictionary(lang: Lang): Promise<Dictionary> {
  const dictionary = loaded[lang] ?? (await importers[lang]());
  loaded[lang] = dictionary;
  return dictionary;
}

function loadedDictionary(lang: Lang): Dictionary {
  const dictionary = loaded[lang];
  if (!dictionary) throw new Error(`The "${lang}" dictionary is read before it was loaded`);
  return dictionary;
}

export const dictionaries: Record<Lang, Dictionary> = {
  get pl() {
    return loadedDictionary("pl");
  },
  get en() {
    return loadedDictionary("en");
  },
};
