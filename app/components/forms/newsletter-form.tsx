import { useId, useState } from "react";
import { useLocation } from "react-router";
import { consentHeaders, contactLimits, newsletterConsentVersion } from "#common/forms/fields.ts";
import { site } from "#content/site.ts";
import { newsletterProblems } from "../../forms/browser-check.ts";
import { fieldErrorText, useFieldErrors } from "../../forms/use-field-errors.ts";
import { useFormSubmission } from "../../forms/use-form-submission.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { track } from "../../measurement/analytics.ts";
import { FieldError, HoneypotField, PrivacyConsent, SubmitButton } from "./form-parts.tsx";

type Status = "idle" | "success" | "error" | "network";
const order = ["email"] as const;

/**
 * The newsletter sign-up: one e-mail field, read-only with its button while
 * sending (both keep focus); a refused address says why under the field, and
 * the outcome (thanks, refusal or connection failure) is read out in a live
 * region.
 */
export function NewsletterForm() {
  const { t, lang } = useLanguage();
  const { pathname } = useLocation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const { sending, submit, formHandlers, honeypot } = useFormSubmission(site.forms.newsletter);
  const errors = useFieldErrors(id, order);
  const problem = errors.errors.email;

  async function send() {
    setStatus("idle");
    // The proof of consent: where the form was and which consent note it showed.
    const result = await submit({ email }, newsletterProblems, {
      [consentHeaders.page]: pathname,
      [consentHeaders.version]: newsletterConsentVersion,
    });
    if (result.kind === "invalid") {
      errors.show({ email: result.problems.email ?? "invalid" });
      return;
    }
    errors.reset();
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
    <form
      {...formHandlers(send)}
      noValidate
      className="grid gap-3"
      aria-label={t.newsletter.formLabel}
    >
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-fg">
        {t.newsletter.email}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={errors.fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={contactLimits.email.max}
          placeholder={t.newsletter.emailPlaceholder}
          value={email}
          readOnly={sending}
          aria-disabled={sending || undefined}
          {...errors.describedBy("email")}
          onChange={(event) => {
            setEmail(event.target.value);
            errors.clear("email");
          }}
          className="min-w-0 flex-1 rounded-full border border-line bg-panel px-5 py-3 text-fg placeholder:text-muted focus:border-accent aria-disabled:opacity-60"
        />
        <SubmitButton
          sending={sending}
          label={t.newsletter.submit}
          sendingLabel={t.newsletter.sending}
        />
      </div>
      <FieldError
        id={errors.errorId("email")}
        message={problem && fieldErrorText(t.fieldErrors, lang, "email", problem)}
      />
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
