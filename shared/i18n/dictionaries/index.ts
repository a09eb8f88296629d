/**
 * Both dictionaries, loaded up front: what the server, the build and the tests
 * use. The browser gets index.browser.ts instead
 * (tooling/browser-dictionaries-plugin.ts), which downloads only the language
 * being shown and fetches the other on demand.
 */
import type { Lang } from "#shared/lang.ts";
import type { Dictionary } from "./dictionary.ts";
import { en } from "./en.ts";
import { pl } from "./pl.ts";

export const dictionaries: Record<Lang, Dictionary> = { pl, en };

/** Resolves when the language's texts are available (always, here). */
export async function loadDictionary(lang: Lang): Promise<Dictionary> {
  return dictionaries[lang];
}
