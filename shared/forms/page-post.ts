/**
 * A form posted to its page by the browser itself (without JavaScript, or before
 * its island runs): the page hands the request to the server's form intake, the
 * same checks and storage as the JSON API, and answers with the outcome: the
 * thank-you page, or the page again with the visitor's input and the errors.
 */
import { type Lang, langFromPath, localizePath } from "#shared/lang.ts";
import { type PageId, pagePath } from "#shared/route-table.ts";
import type { FieldProblems } from "./fields.ts";

export type PostedForm = "contact" | "newsletter";

export type PagePostOutcome =
  | { form: PostedForm; kind: "sent" }
  | {
      form: PostedForm;
      kind: "refused";
      status: number;
      /** What went wrong, in the visitor's language (the form API's message). */
      message: string;
      /** Each refused field by its name in the form (the API's body key). */
      problems: FieldProblems;
      /** What the visitor sent, by field name, to fill the form in again. */
      values: Readonly<Record<string, string>>;
      /** Seconds, when the answer is 429. */
      retryAfter?: number;
    };

export interface FormPosts {
  submit(request: Request, form: PostedForm, lang: Lang): Promise<PagePostOutcome>;
}

export function isPagePostOutcome(value: unknown, form: PostedForm): value is PagePostOutcome {
  return typeof value === "object" && value !== null && "form" in value && value.form === form;
}

/** Where each form goes once it is sent (303, so a reload does not post again). */
export const sentPage: Record<PostedForm, PageId> = {
  contact: "contactSent",
  newsletter: "newsletterSent",
};

/**
 * Which form a page takes: contact's, and the newsletter on the home page at
 * its form's address (`?index`, postTarget), in either language.
 */
export function formPostedTo(pathname: string, query: URLSearchParams): PostedForm | undefined {
  const lang = langFromPath(pathname);
  if (pathname === localizePath(pagePath("contact"), lang)) return "contact";
  if (pathname === localizePath(pagePath("home"), lang) && query.has("index")) return "newsletter";
  return undefined;
}
