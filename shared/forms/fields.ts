/**
 * What the form fields are, without the validator: limits (also used as the
 * inputs' minLength/maxLength), body keys and the spam-check headers. Kept apart
 * from `schemas.ts` so a page can draw its form without downloading zod.
 */
export const contactLimits = {
  name: { min: 3, max: 120 },
  email: { max: 254 },
  company: { max: 160 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * Why a field is refused, in the words the schemas (`schemas.ts`) use: the
 * browser shows the matching message on the field, and the API's 422 answer
 * names them per body key (`{ message, fields: { Email: "invalid-email" } }`)
 * so the form can do the same with the server's verdict.
 */
export const fieldProblems = [
  "required",
  "too-short",
  "too-long",
  "invalid-email",
  "invalid-characters",
  "invalid",
] as const;
export type FieldProblem = (typeof fieldProblems)[number];

/** Each refused field's first problem, by body key. */
export type FieldProblems = Readonly<Partial<Record<string, FieldProblem>>>;

export function asFieldProblem(value: unknown): FieldProblem {
  return fieldProblems.find((problem) => problem === value) ?? "invalid";
}

/** Body keys in the order a visitor meets the fields. */
export const contactFields = ["Imie i Nazwisko", "Email", "Nazwa Firmy", "Opis"] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * How the spam checks travel without adding body keys: the hidden honeypot
 * input's value goes in `X-Form-Honeypot` (only when something was typed into
 * it) and the milliseconds between the form appearing and being sent go in
 * `X-Form-Fill-Time`. A request with a filled honeypot, or a fill time that is
 * missing or shorter than the endpoint's minimum, is answered like a success
 * and stored nowhere.
 */
export const spamHeaders = {
  honeypot: "X-Form-Honeypot",
  fillTime: "X-Form-Fill-Time",
} as const;

/**
 * The proof of a newsletter signup's consent also travels in headers: the
 * page the form is on, and the version of the consent note shown beside it.
 * The server stores both with the subscriber (and ignores malformed values).
 */
export const consentHeaders = {
  page: "X-Form-Page",
  version: "X-Form-Consent-Version",
} as const;

/**
 * The version of the newsletter's consent note (the dictionaries'
 * `newsletter.consent`, both languages): a changed text gets a new version,
 * which fields.test.ts holds it to.
 */
export const newsletterConsentVersion = "2026-11-28";

/**
 * A form posted by the browser itself (before the app runs, or without it) can
 * send no headers of its own: what the app sends in headers travels as fields
 * with these names. `fillTime` and `idempotencyKey` come empty from a page
 * (nothing stamps them before the form's island runs): the server then checks
 * no fill time and tells a repeated post by its content.
 */
export const postedFields = {
  fillTime: "_fill",
  idempotencyKey: "_idem",
  honeypot: "website",
  subject: "subject",
  consentVersion: "_consent",
} as const;

/** What the contact form's "Temat" offers; the first is the default. */
export const contactSubjects = ["consultation", "audit", "newsletter", "quote"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export function asContactSubject(value: unknown): ContactSubject | undefined {
  return contactSubjects.find((subject) => subject === value);
}
