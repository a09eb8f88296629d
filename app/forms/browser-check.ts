/**
 * The check a form runs before sending. The schemas (and zod with them) are
 * fetched on the first focus or submit rather than with the page: most visitors
 * never touch a form. If that download fails the form still sends, and the
 * server's validation of the same schemas answers instead.
 */
import { type ContactField, contactFields } from "./fields.ts";

let schemas: Promise<typeof import("./schemas.ts") | null> | undefined;

/** Starts the download early (on focus) so a submit does not wait for it. */
export function loadFormSchemas() {
  schemas ??= import("./schemas.ts").catch(() => {
    schemas = undefined;
    return null;
  });
  return schemas;
}

/** The contact fields that would be refused, in the order a visitor meets them. */
export async function invalidContactFields(body: Record<string, string>): Promise<ContactField[]> {
  const loaded = await loadFormSchemas();
  const checked = loaded?.contactSchema.safeParse(body);
  if (!checked || checked.success) return [];
  const invalid = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  return contactFields.filter((key) => invalid.has(key));
}

/** ["email"] when the sign-up would be refused. */
export async function invalidNewsletterFields(body: Record<string, string>): Promise<"email"[]> {
  const loaded = await loadFormSchemas();
  const valid = loaded?.newsletterSchema.safeParse(body).success ?? true;
  return valid ? [] : ["email"];
}
