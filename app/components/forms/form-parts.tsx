/** What the contact form and the newsletter both draw. */

import { postedFields } from "#shared/forms/fields.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { Link } from "../../navigation/links.tsx";
import { Button } from "../ui/actions.tsx";

/**
 * Spam trap: people never see or reach it; bots that fill every field give
 * themselves away (the server quietly drops such submissions).
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={postedFields.honeypot}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/**
 * The fields a form the browser posts itself may stamp: the fill time and the
 * attempt's key (shared/forms/fields.ts, postedFields).
 */
export function PostedFormStamps() {
  return (
    <>
      <input type="hidden" name={postedFields.fillTime} defaultValue="" />
      <input type="hidden" name={postedFields.idempotencyKey} defaultValue="" />
    </>
  );
}

/** Why the server refused a form the browser posted itself: said at the top of the form. */
export function FormAlert({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm font-medium text-fg"
    >
      {message}
    </p>
  );
}

/**
 * The send button, which says it is sending and cannot be pressed again
 * meanwhile. It stays focusable (`aria-disabled`, not `disabled`): a disabled
 * button would drop the focus of the visitor who just pressed it.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <Button
      type="submit"
      aria-disabled={sending || undefined}
      className="inline-flex items-center justify-center transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}

/** What happens to the data sent, with the way to the privacy policy. */
export function PrivacyConsent({
  text,
  linkText,
  className,
}: {
  text: string;
  linkText: string;
  className: string;
}) {
  const href = usePageHref();
  return (
    <p className={className}>
      {text}{" "}
      <Link to={href("privacy")} className="text-accent underline underline-offset-2">
        {linkText}
      </Link>
      .
    </p>
  );
}

/** What is wrong with a field, under it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-danger">
      {message}
    </p>
  );
}
