/**
 * The check a form runs before sending. The schemas (and zod with them) are
 * fetched on the first focus or submit rather than with the page: most visitors
 * never touch a form. If that download fails the form still sends, and the
 * server's validation of the same schemas answers instead.
 */
import type { FieldProblems } from "#shared/forms/fields.ts";

let schemas: Promise<typeof import("#shared/forms/schemas.ts") | null> | undefined;

/** Starts the download early (on focus) so a submit does not wait for it. */
export function loadFormSchemas() {
  schemas ??= import("#shared/forms/schemas.ts").catch(() => {
    schemas = undefined;
    return null;
  });
  return schemas;
}

/** What is wrong with a contact form body, by body key (nothing when all is well). */
export async function contactProblems(body: Record<string, string>): Promise<FieldProblems> {
  const loaded = await loadFormSchemas();
  const checked = loaded?.contactSchema.safeParse(body);
  return loaded && checked && !checked.success ? loaded.problemsOf(checked.error) : {};
}

/** What is wrong with a newsletter sign-up (`{ email: … }` or nothing). */
export async function newsletterProblems(body: Record<string, string>): Promise<FieldProblems> {
  const loaded = await loadFormSchemas();
  const checked = loaded?.newsletterSchema.safeParse(body);
  return loaded && checked && !checked.success ? loaded.problemsOf(checked.error) : {};
}
