import type { Lang } from "../app/i18n/lang.ts";

/** A text written in both site languages. */
export type Localized<T = string> = Record<Lang, T>;
