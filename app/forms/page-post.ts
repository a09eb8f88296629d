/**
 * The app's side of a form the browser posts to its page (before the app runs,
 * or without it): the route action that hands the post to the server's form
 * intake, and what the form reads back from the answer. The server puts its
 * intake into the router context (`formPosts`, exported by entry.server.tsx so
 * the server can find it in the build); pre-rendering has none.
 */
import {
  type ActionFunctionArgs,
  createContext,
  data,
  redirect,
  useActionData,
} from "react-router";
import {
  type FormPosts,
  isPagePostOutcome,
  type PagePostOutcome,
  type PostedForm,
  sentPage,
} from "#shared/forms/page-post.ts";
import { type Lang, langFromPath, localizePath } from "#shared/lang.ts";
import { pagePath } from "#shared/route-table.ts";

export const formPosts = createContext<FormPosts | null>(null);

/**
 * The page each form posts to: the contact page, and the home page for the
 * newsletter (an index route, so `?index`). A refused post lands back on it with
 * focus on the form's first field to mend, which brings the form into view.
 */
export function postTarget(form: PostedForm, lang: Lang): string {
  const path = localizePath(pagePath(form === "contact" ? "contact" : "home"), lang);
  return form === "newsletter" ? `${path}?index` : path;
}

/** The action of a page a form posts to. */
export function formPageAction(form: PostedForm) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const lang = langFromPath(new URL(request.url).pathname);
    const posts = context.get(formPosts);
    // A page takes its form by POST only (a router action would also run for PUT or DELETE).
    if (!posts || request.method !== "POST") {
      return data(null, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
    const outcome = await posts.submit(request, form, lang);
    if (outcome.kind === "sent") {
      return redirect(localizePath(pagePath(sentPage[form]), lang), 303);
    }
    const headers: HeadersInit = outcome.retryAfter
      ? { "Retry-After": String(outcome.retryAfter) }
      : {};
    return data(outcome, { status: outcome.status, headers });
  };
}

/**
 * The page's headers answering a post: a refusal's Retry-After, a wrong
 * method's Allow (React Router passes no action headers on by itself).
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}

/** The answer to this form's post, when the page is that answer. */
export function usePagePostOutcome(
  form: PostedForm,
): Extract<PagePostOutcome, { kind: "refused" }> | undefined {
  const answer: unknown = useActionData();
  return isPagePostOutcome(answer, form) && answer.kind === "refused" ? answer : undefined;
}
