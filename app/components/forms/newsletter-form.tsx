import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { site } from "../../../content/site.ts";
import { isValidNewsletterSignup, loadFormSchemas } from "../../forms/browser-check.ts";
import { consentHeaders, contactLimits, newsletterConsentVersion } from "../../forms/fields.ts";
import { submitForm } from "../../forms/submit.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { HoneypotField } from "./honeypot-field.tsx";

type Status = "idle" | "sending" | "success" | "error" | "network";

/** The newsletter sign-up (SPEC §5, §7, §8): one e-mail field, the outcome read out in a live region. */
export function NewsletterForm() {
  const { t, lang } = useLanguage();
  const href = usePageHref();
  const { pathname } = useLocation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const shownAt = useRef(0);
  const sending = status === "sending";

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = { email };
    setStatus("sending");
    if (!(await isValidNewsletterSignup(body))) {
      setStatus("error");
      return;
    }
    const result = await submitForm({
      endpoint: site.forms.newsletter,
      body,
      lang,
      fillTimeMs: Date.now() - shownAt.current,
      honeypot,
      // The proof of consent: where the form was and which consent note it showed.
      headers: {
        [consentHeaders.page]: pathname,
        [consentHeaders.version]: newsletterConsentVersion,
      },
    });
    if (result.kind === "ok") {
      setEmail("");
      setStatus("success");
    } else {
      setStatus(result.kind === "network" ? "network" : "error");
    }
  }

  const message =
    status === "success"
      ? t.newsletter.success
      : status === "error"
        ? t.newsletter.error
        : status === "network"
          ? t.newsletter.networkError
          : "";

  return (
    <form
      onSubmit={onSubmit}
      onFocus={loadFormSchemas}
      className="grid gap-3"
      aria-label={t.newsletter.formLabel}
    >
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-fg">
        {t.newsletter.email}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={contactLimits.email.max}
          placeholder={t.newsletter.emailPlaceholder}
          value={email}
          disabled={sending}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-full border border-line bg-panel px-5 py-3 text-fg placeholder:text-muted focus:border-accent disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center justify-center rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? t.newsletter.sending : t.newsletter.submit}
        </button>
      </div>
      <HoneypotField
        id={`${id}-website`}
        label={t.newsletter.honeypot}
        value={honeypot}
        onChange={setHoneypot}
      />
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 text-sm font-medium ${status === "success" ? "text-accent" : "text-danger"}`}
      >
        {message}
        {status === "success" && <span className="mt-1 block">{t.newsletter.confirmHint}</span>}
      </p>
      <p className="text-xs text-muted">
        {t.newsletter.consent}{" "}
        <Link to={href("privacy")} className="text-accent underline underline-offset-2">
          {t.newsletter.consentLink}
        </Link>
        .
      </p>
    </form>
  );
}
