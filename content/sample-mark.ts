/**
 * What a page writes beside a value that is still a sample (content/samples.ts),
 * so no visitor takes it for the company's own: "+48 91 000 00 00 (przykład)".
 */
import type { Localized } from "#shared/lang.ts";

export const sampleMark: Localized = { pl: "(przykład)", en: "(sample)" };

/** The registration lines' closing note while they are samples. */
export const sampleRegistrationNote: Localized = {
  pl: "(dane przykładowe)",
  en: "(sample data)",
};
