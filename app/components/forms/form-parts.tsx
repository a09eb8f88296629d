/** What the contact form and the newsletter both draw. */
import { Link } from "react-router";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { Button } from "../ui/actions.tsx";

/**
 * Spam trap: people never see or reach it; bots that fill every field give
 * themselves away (the server quietly drops such submissions).
 */
export function HoneypotField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The send button, which says it is sending and cannot be pressed again meanwhile. */
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
      disabled={sending}
      className="inline-flex items-center justify-center transition-colors disabled:cursor-not-allowed disabled:opacity-70"
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
