/**
 * What the contact form and the newsletter share once the app runs: the spam
 * checks' state (the time since the form appeared), the "sending" flag, and one
 * submission: the check in the browser, then the request to the form API.
 * Before the app runs the browser posts the form itself (app/forms/page-post.ts).
 */
import { type FormEvent, useRef, useState } from "react";
import type { FieldProblems } from "#shared/forms/fields.ts";
import { useHydrating } from "../hooks/use-hydrating.ts";
import { useLanguage } from "../i18n/context.tsx";
import { loadFormSchemas } from "./browser-check.ts";
import { type FormEndpoint, type SubmitResult, submitForm } from "./submit.ts";

/** How a submission went; "invalid" is the browser's check or the server's 422 naming fields. */
export type SubmissionOutcome = SubmitResult | { kind: "invalid"; problems: FieldProblems };

export function useFormSubmission(endpoint: FormEndpoint) {
  const { lang } = useLanguage();
  const [sending, setSending] = useState(false);
  // A form in the server's HTML appeared with the page (its time origin), however much
  // later the app took over: a visitor who typed before that is no faster than anyone.
  const hydrating = useHydrating();
  const shownAt = useRef<number | null>(null);
  shownAt.current ??= hydrating ? 0 : performance.now();

  /**
   * Checks `body` with `check`, sends it (as `compose` makes it: the contact
   * form opens its message with the subject once the visitor's words have
   * passed; with the form's own `headers`, if any, and whatever a bot typed
   * into the hidden field) when nothing is wrong, and says how it went.
   */
  async function submit(
    body: Record<string, string>,
    check: (body: Record<string, string>) => Promise<FieldProblems>,
    options: {
      honeypot: string;
      headers?: Readonly<Record<string, string>>;
      compose?: (body: Record<string, string>) => Record<string, string>;
    },
  ): Promise<SubmissionOutcome> {
    setSending(true);
    try {
      const problems = await check(body);
      if (Object.keys(problems).length > 0) return { kind: "invalid", problems };
      const result = await submitForm({
        endpoint,
        body: options.compose ? options.compose(body) : body,
        lang,
        fillTimeMs: performance.now() - (shownAt.current ?? 0),
        honeypot: options.honeypot,
        headers: options.headers,
      });
      const refused = result.kind === "rejected" ? result.problems : undefined;
      return refused && Object.keys(refused).length > 0
        ? { kind: "invalid", problems: refused }
        : result;
    } finally {
      setSending(false);
    }
  }

  /** The form was emptied for a new message: time that one from now. */
  const startOver = () => {
    shownAt.current = performance.now();
  };

  /**
   * The form element's handlers: the check's schemas start loading on the first
   * focus, and a submit runs `send` with the form's current fields unless a
   * submission is under way (the browser's own post is what runs before the app).
   */
  const formHandlers = (send: (fields: FormData, form: HTMLFormElement) => Promise<void>) => ({
    onFocus: loadFormSchemas,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!sending) void send(new FormData(event.currentTarget), event.currentTarget);
    },
  });

  return { sending, submit, startOver, formHandlers };
}
