/**
 * The two public forms, one schema each, shared by the browser (a check before
 * sending) and the server (the real validation). Body keys are the ones the
 * form API has always used: `Imie i Nazwisko`, `Email`, `Nazwa Firmy`, `Opis`
 * for the contact form and `email` for the newsletter. Unknown keys are dropped.
 * Values are stored as sent, less their bidi controls (see withoutBidiControls);
 * limits apply to the trimmed text.
 */
import * as z from "zod/mini";
import { asFieldProblem, contactLimits, type FieldProblems } from "./fields.ts";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL text cannot hold NUL; lone surrogates are not valid Unicode. */
const printable = (value: string) => !LONE_SURROGATE.test(value) && !value.includes("\u0000");

/**
 * Bidi controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069), the left-to-right and right-to-left marks and the Arabic
 * letter mark. Shown as nothing, they change how the rest of a line reads
 * ("Jan \u202Egpj.exe" shows as "Jan exe.jpg"), in the lead mail's subject
 * and lines among other places; text without them reads the same in its own
 * direction, so every text field drops them before any other check.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

/** An empty field is "required" before it is anything else (issues are read first to last). */
const filled = (value: string) => value.trim().length > 0;

function text(min: number, max: number) {
  return z.string().check(
    z.overwrite(withoutBidiControls),
    z.refine((value) => min === 0 || filled(value), { message: "required" }),
    z.refine((value) => printable(value), { message: "invalid-characters" }),
    z.refine((value) => value.trim().length >= min, { message: "too-short" }),
    z.refine((value) => value.length <= max, { message: "too-long" }),
  );
}

const email = z.string().check(
  z.overwrite(withoutBidiControls),
  z.refine((value) => filled(value), { message: "required" }),
  z.maxLength(contactLimits.email.max, { message: "too-long" }),
  z.refine((value) => printable(value), { message: "invalid-characters" }),
  z.email({ message: "invalid-email" }),
);

export const contactSchema = z.object({
  "Imie i Nazwisko": text(contactLimits.name.min, contactLimits.name.max),
  Email: email,
  "Nazwa Firmy": z.optional(text(0, contactLimits.company.max)),
  Opis: text(contactLimits.message.min, contactLimits.message.max),
});

export const newsletterSchema = z.object({ email });

/** The first problem of each refused body key (what a form shows on the field). */
export function problemsOf(error: z.core.$ZodError): FieldProblems {
  const problems: Partial<Record<string, ReturnType<typeof asFieldProblem>>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    problems[key] ??= asFieldProblem(issue.message);
  }
  return problems;
}

export type ContactSubmission = z.infer<typeof contactSchema>;
export type NewsletterSubmission = z.infer<typeof newsletterSchema>;

export type NewsletterField = keyof NewsletterSubmission;
