import type { Lang } from "#shared/lang.ts";
import { dictionaries } from "../i18n/dictionaries/index.ts";
import type { ContactSubject } from "./fields.ts";

/**
 * The message a lead carries: the chosen subject on its own first line (in the
 * form's language), unless it is the default, then what the visitor wrote. One
 * rule for the app's JSON request and the server's reading of a posted form.
 */
export function messageWithSubject(message: string, subject: ContactSubject, lang: Lang): string {
  if (subject === "consultation") return message;
  const texts = dictionaries[lang].contactForm;
  return `${texts.subjectPrefix} ${texts.subjects[subject]}\n\n${message}`;
}
