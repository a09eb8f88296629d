import type { pl } from "./pl.ts";

/** The shape every language's texts must fill; Polish is the reference. */
export type Dictionary = typeof pl;
