/**
 * A form's errors where they belong: on the fields. Each refused field gets
 * `aria-invalid` and `aria-describedby` pointing at its visible message, and
 * focus moves to the first refused field, so a visitor hears and sees what to
 * mend without hunting for it. A field's message goes once it is edited.
 */
import { useState } from "react";
import { flushSync } from "react-dom";
import { formatCount } from "#content/plural.ts";
import { contactLimits, type FieldProblem } from "#shared/forms/fields.ts";
import type { Dictionary } from "#shared/i18n/dictionaries/dictionary.ts";

/** The fields the forms have (the newsletter's e-mail is the contact form's `email`). */
export type FormField = keyof typeof contactLimits;

/** The message for `field` refused for `problem`, in the page's language. */
export function fieldErrorText(
  texts: Dictionary["fieldErrors"],
  lang: "pl" | "en",
  field: FormField,
  problem: FieldProblem,
): string {
  switch (problem) {
    case "required":
      return field === "company" ? texts.invalid : texts.required[field];
    case "too-short":
      return field === "name" || field === "message" ? texts.tooShort[field] : texts.invalid;
    case "too-long":
      return formatCount(contactLimits[field].max, lang, texts.tooLong);
    case "invalid-email":
      return texts.invalidEmail;
    case "invalid-characters":
      return texts.invalidCharacters;
    case "invalid":
      return texts.invalid;
  }
}

/**
 * `initial`: the errors the page was rendered with (the server's answer to a
 * form posted without the app), shown from the first paint.
 */
export function useFieldErrors<Field extends FormField>(
  formId: string,
  order: readonly Field[],
  initial: Partial<Record<Field, FieldProblem>> = {},
) {
  const [errors, setErrors] = useState<Partial<Record<Field, FieldProblem>>>(initial);

  const fieldId = (field: Field) => `${formId}-${field}`;
  const errorId = (field: Field) => `${formId}-${field}-error`;

  /** Shows these errors (and only these), then focuses the first refused field. */
  function show(next: Partial<Record<Field, FieldProblem>>) {
    // Drawn first, so the focused field already says what is wrong with it.
    flushSync(() => setErrors(next));
    const first = order.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function clear(field: Field) {
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  /** The attributes tying a field to its message while it is refused. */
  const describedBy = (field: Field) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": errorId(field) }
      : { "aria-invalid": undefined, "aria-describedby": undefined };

  return { errors, show, clear, reset: () => setErrors({}), fieldId, errorId, describedBy };
}
