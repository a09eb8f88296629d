/**
 * The page's side of a form the browser posts to its page (before the form's
 * island runs, or without JavaScript): where it posts, and what the form reads
 * back when the page is the server's answer to it (pages/per-request/).
 */
import {
  isPagePostOutcome,
  type PagePostOutcome,
  type PostedForm,
} from "#shared/forms/page-post.ts";
import { type Lang, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";
import { usePage } from "../islands/page-context.tsx";

/**
 * The page each form posts to: the contact page, and the home page for the
 * newsletter (`?index`, which the server reads as the newsletter's post). A
 * refused post lands back on it with focus on the form's first field to mend,
 * which brings the form into view.
 */
export function postTarget(form: PostedForm, lang: Lang): string {
  const path = localizePath(pagePath(form === "contact" ? "contact" : "home"), lang);
  return form === "newsletter" ? `${path}?index` : path;
}

/** The answer to this form's post, when the page is that answer. */
export function usePagePostOutcome(
  form: PostedForm,
): Extract<PagePostOutcome, { kind: "refused" }> | undefined {
  const answer = usePage().posted;
  return isPagePostOutcome(answer, form) && answer.kind === "refused" ? answer : undefined;
}
