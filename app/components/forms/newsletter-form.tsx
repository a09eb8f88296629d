import { useId, useState } from "react";
import { useLocation } from "react-router";
import { site } from "#content/site.ts";
import { invalidNewsletterFields } from "../../forms/browser-check.ts";
import { consentHeaders, contactLimits, newsletterConsentVersion } from "../../forms/fields.ts";
import { useFormSubmission } from "../../forms/use-form-submission.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { track } from "../../measurement/analytics.ts";
import { HoneypotField, PrivacyConsent, SubmitButton } from "./form-parts.tsx";

type Status = "idle" | "success" | "error" | "network";

/**
 * The newsletter sign-up: one e-mail field, disabled with its button while
 * sending; the outcome (thanks, refusal or connection failure) is read out in
 * a live region.
 */
export function NewsletterForm() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const { sending, submit, formHandlers, honeypot } = useFormSubmission(site.forms.newsletter);

  async function send() {
    setStatus("idle");
    // The proof of consent: where the form was and which consent note it showed.
    const result = await submit({ email }, invalidNewsletterFields, {
      [consentHeaders.page]: pathname,
      [consentHeaders.version]: newsletterConsentVersion,
    });
    if (result.kind === "ok") {
      track("sign_up", { method: "newsletter" });
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
    <form {...formHandlers(send)} className="grid gap-3" aria-label={t.newsletter.formLabel}>
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
        <SubmitButton
          sending={sending}
          label={t.newsletter.submit}
          sendingLabel={t.newsletter.sending}
        />
      </div>
      <HoneypotField id={`${id}-website`} label={t.newsletter.honeypot} {...honeypot} />
      <p
        role="status"
        aria-live="polite"
        className={`min-h-6 text-sm font-medium ${status === "success" ? "text-accent" : "text-danger"}`}
      >
        {message}
        {status === "success" && <span className="mt-1 block">{t.newsletter.confirmHint}</span>}
      </p>
      <PrivacyConsent
        text={t.newsletter.consent}
        linkText={t.newsletter.consentLink}
        className="text-xs text-muted"
      />
    </form>
  );
}
