/**
 * What the contact form and the newsletter share: the spam checks' state (the
 * hidden field and the time since the form appeared), the "sending" flag, and
 * one submission: the check in the browser, then the request to the form API.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLanguage } from "../i18n/context.tsx";
import { loadFormSchemas } from "./browser-check.ts";
import { type FormEndpoint, type SubmitResult, submitForm } from "./submit.ts";

export type SubmissionOutcome<Field extends string> =
  | SubmitResult
  | { kind: "invalid"; fields: Field[] };

export function useFormSubmission(endpoint: FormEndpoint) {
  const { lang } = useLanguage();
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  /**
   * Checks `body` with `invalidFields`, sends it (with the form's own `headers`,
   * if any) when nothing is wrong, and says how it went.
   */
  async function submit<Field extends string>(
    body: Record<string, string>,
    invalidFields: (body: Record<string, string>) => Promise<Field[]>,
    headers?: Readonly<Record<string, string>>,
  ): Promise<SubmissionOutcome<Field>> {
    setSending(true);
    try {
      const fields = await invalidFields(body);
      if (fields.length > 0) return { kind: "invalid", fields };
      const result = await submitForm({
        endpoint,
        body,
        lang,
        fillTimeMs: Date.now() - shownAt.current,
        honeypot,
        headers,
      });
      return result;
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
