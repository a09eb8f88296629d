import type { Lang } from "../lang.ts";
import { en } from "./en.ts";
import { pl } from "./pl.ts";

/** The shape every language must fill; Polish is the reference. */
export type Dictionary = typeof pl;

export const dictionaries: Record<Lang, Dictionary> = { pl, en };
