/**
 * What the contact form and the newsletter share: the spam checks' state (the
 * hidden field and the time since the form appeared), the "sending" flag, and
 * one submission: the check in the browser, then the request to the form API.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { FieldProblems } from "#common/forms/fields.ts";
import { useLanguage } from "../i18n/context.tsx";
import { loadFormSchemas } from "./browser-check.ts";
import { type FormEndpoint, type SubmitResult, submitForm } from "./submit.ts";

/** How a submission went; "invalid" is the browser's check or the server's 422 naming fields. */
export type SubmissionOutcome = SubmitResult | { kind: "invalid"; problems: FieldProblems };

export function useFormSubmission(endpoint: FormEndpoint) {
  const { lang } = useLanguage();
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  /**
   * Checks `body` with `check`, sends it (with the form's own `headers`, if
   * any) when nothing is wrong, and says how it went.
   */
  async function submit(
    body: Record<string, string>,
    check: (body: Record<string, string>) => Promise<FieldProblems>,
    headers?: Readonly<Record<string, string>>,
  ): Promise<SubmissionOutcome> {
    setSending(true);
    try {
      const problems = await check(body);
      if (Object.keys(problems).length > 0) return { kind: "invalid", problems };
      const result = await submitForm({
        endpoint,
        body,
        lang,
        fillTimeMs: Date.now() - shownAt.current,
        honeypot,
        headers,
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
    shownAt.current = Date.now();
  };

  /**
   * The form element's handlers: the check's schemas start loading on the first
   * focus, and a submit runs `send` unless a submission is under way.
   */
  const formHandlers = (send: () => Promise<void>) => ({
    onFocus: loadFormSchemas,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!sending) void send();
    },
  });

  return {
    sending,
    submit,
    startOver,
    formHandlers,
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}
