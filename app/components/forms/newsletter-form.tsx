import { useId, useState } from "react";
import { site } from "#content/site.ts";
import {
  consentHeaders,
  contactLimits,
  newsletterConsentVersion,
  postedFields,
} from "#shared/forms/fields.ts";
import { newsletterProblems } from "../../forms/browser-check.ts";
import { emptyFields } from "../../forms/empty-fields.ts";
import { postTarget, usePagePostOutcome } from "../../forms/page-post.ts";
import { fieldErrorText, useFieldErrors } from "../../forms/use-field-errors.ts";
import { useFormSubmission } from "../../forms/use-form-submission.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { track } from "../../measurement/analytics.ts";
import { useLocation } from "../../navigation/address.ts";
import {
  FieldError,
  HoneypotField,
  PostedFormStamps,
  PrivacyConsent,
  SubmitButton,
} from "./form-parts.tsx";

type Status = "idle" | "success" | "error" | "network";
const order = ["email"] as const;

/**
 * The newsletter sign-up: one e-mail field. A real form: before the app runs
 * (or without it) the browser posts it to the home page, and the server answers
 * with the thank-you page or the home page again, the address in the field
 * (which has focus) and what was wrong. Once the app runs it sends JSON to the form API: the field and its
 * button are read-only while sending (both keep focus), a refused address says
 * why under the field, and the outcome (thanks, refusal or connection failure)
 * is read out in a live region. The field is uncontrolled: an address typed
 * before the app takes over stays.
 */
export function NewsletterForm() {
  const { t, lang } = useLanguage();
  const { pathname } = useLocation();
  const id = useId();
  const [status, setStatus] = useState<Status>("idle");
  const posted = usePagePostOutcome("newsletter");
  const kept = status === "idle" ? posted : undefined;
  const { sending, submit, formHandlers } = useFormSubmission(site.forms.newsletter);
  const errors = useFieldErrors(id, order, kept?.problems.email && { email: kept.problems.email });
  const problem = errors.errors.email;

  async function send(fields: FormData, form: HTMLFormElement) {
    setStatus("idle");
    // The proof of consent: where the form was and which consent note it showed.
    const result = await submit({ email: String(fields.get("email") ?? "") }, newsletterProblems, {
      honeypot: String(fields.get(postedFields.honeypot) ?? ""),
      headers: {
        [consentHeaders.page]: pathname,
        [consentHeaders.version]: newsletterConsentVersion,
      },
    });
    if (result.kind === "invalid") {
      errors.show({ email: result.problems.email ?? "invalid" });
      return;
    }
    errors.reset();
    if (result.kind === "ok") {
      track("sign_up", { method: "newsletter" });
      emptyFields(form, { email: "" });
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
          : kept && !kept.problems.email
            ? kept.message
            : "";

  return (
    <form
      method="post"
      action={postTarget("newsletter", lang)}
      data-native-form=""
      {...formHandlers(send)}
      noValidate
      className="grid gap-3"
      aria-label={t.newsletter.formLabel}
    >
      <PostedFormStamps />
      <input type="hidden" name={postedFields.consentVersion} value={newsletterConsentVersion} />
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
          defaultValue={kept?.values.email ?? ""}
          // biome-ignore lint/a11y/noAutofocus: a page answering a refused post opens on the field to mend
          autoFocus={kept !== undefined}
          readOnly={sending}
          aria-disabled={sending || undefined}
          {...errors.describedBy("email")}
          onChange={() => errors.clear("email")}
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
      <HoneypotField id={`${id}-website`} label={t.newsletter.honeypot} />
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
