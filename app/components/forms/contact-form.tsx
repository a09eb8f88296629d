import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { site } from "#content/site.ts";
import { attributionHeader } from "../../forms/attribution.ts";
import { invalidContactFields } from "../../forms/browser-check.ts";
import { contactLimits } from "../../forms/fields.ts";
import { useFormSubmission } from "../../forms/use-form-submission.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { track } from "../../measurement/analytics.ts";
import { leadAttribution } from "../../measurement/visit.ts";
import { toast } from "../ui/toast-store.ts";
import { HoneypotField, PrivacyConsent, SubmitButton } from "./form-parts.tsx";

type Subject = "consultation" | "audit" | "newsletter" | "quote";
const subjects: readonly Subject[] = ["consultation", "audit", "newsletter", "quote"];

interface Fields {
  name: string;
  email: string;
  company: string;
  message: string;
}

const empty: Fields = { name: "", email: "", company: "", message: "" };

/** `/kontakt?audit=free` and `/kontakt?newsletter=yes` arrive with their subject chosen. */
function subjectFromQuery(params: URLSearchParams): Subject | undefined {
  if (params.get("audit") === "free") return "audit";
  if (params.get("newsletter") === "yes") return "newsletter";
  return undefined;
}

const inputClass =
  "w-full rounded-xl border border-line bg-panel px-4 py-3 text-fg placeholder:text-muted focus:border-accent disabled:opacity-60";

/** A field under its label; the label marks it required (*) or optional. */
function Field({
  htmlFor,
  label,
  marker,
  children,
}: {
  htmlFor: string;
  label: string;
  marker?: "required" | "optional";
  children: ReactNode;
}) {
  const { t } = useLanguage();
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-2 block text-sm font-medium text-fg">
        {label}
        {marker === "required" && (
          <>
            {" "}
            <span className="text-muted" aria-hidden="true">
              *
            </span>
          </>
        )}
        {marker === "optional" && (
          <>
            {" "}
            <span className="text-muted">{t.contactForm.optional}</span>
          </>
        )}
      </label>
      {children}
    </div>
  );
}

/**
 * The contact form: subject, name (3+ characters), e-mail, optional company and
 * message (10+ characters), sent as JSON to the form API; the button is
 * disabled while sending and a toast says how it went (the server's message
 * when it refused, a generic one on a network failure).
 */
export function ContactForm() {
  const { t } = useLanguage();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const id = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [subject, setSubject] = useState<Subject>("consultation");
  const { sending, submit, startOver, formHandlers, honeypot } = useFormSubmission(
    site.forms.contact,
  );

  // Read after hydration: the pre-rendered page knows nothing about the query string.
  useEffect(() => {
    const fromQuery = subjectFromQuery(searchParams);
    if (fromQuery) setSubject(fromQuery);
  }, [searchParams]);

  /** A text field's attributes: its limits, placeholder and value; the company is optional. */
  const field = (name: keyof Fields) => {
    const limits: { min?: number; max: number } = contactLimits[name];
    return {
      id: `${id}-${name}`,
      name,
      required: name !== "company",
      minLength: limits.min,
      maxLength: limits.max,
      placeholder: t.contactForm[`${name}Placeholder`],
      value: fields[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setFields((current) => ({ ...current, [name]: event.target.value })),
      className: inputClass,
    };
  };

  async function send() {
    const opening =
      subject === "consultation"
        ? ""
        : `${t.contactForm.subjectPrefix} ${t.contactForm.subjects[subject]}\n\n`;
    const body: Record<string, string> = {
      "Imie i Nazwisko": fields.name,
      Email: fields.email,
      "Nazwa Firmy": fields.company,
      Opis: `${opening}${fields.message}`,
    };
    const result = await submit(body, invalidContactFields, {
      [attributionHeader]: leadAttribution(pathname),
    });
    if (result.kind === "ok") {
      track("generate_lead", { form: "contact" });
      toast({ title: t.contactForm.successTitle, description: t.contactForm.successText });
      setFields(empty);
      setSubject("consultation");
      startOver();
      return;
    }
    toast({
      title: t.contactForm.errorTitle,
      description:
        result.kind === "invalid"
          ? `${t.formApi.invalid} ${result.fields.map((key) => t.formApi.fields[key]).join(", ")}.`
          : result.kind === "rejected" && result.message
            ? result.message
            : t.contactForm.errorText,
      variant: "destructive",
    });
  }

  return (
    <form {...formHandlers(send)} className="grid gap-5" aria-label={t.contactForm.title}>
      <Field htmlFor={`${id}-subject`} label={t.contactForm.subject}>
        <select
          id={`${id}-subject`}
          value={subject}
          onChange={(event) => {
            const next = subjects.find((value) => value === event.target.value);
            if (next) setSubject(next);
          }}
          disabled={sending}
          className={inputClass}
        >
          {subjects.map((value) => (
            <option key={value} value={value}>
              {t.contactForm.subjects[value]}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field htmlFor={`${id}-name`} label={t.contactForm.name} marker="required">
          <input type="text" autoComplete="name" {...field("name")} />
        </Field>
        <Field htmlFor={`${id}-email`} label={t.contactForm.email} marker="required">
          <input type="email" autoComplete="email" {...field("email")} />
        </Field>
      </div>
      <Field htmlFor={`${id}-company`} label={t.contactForm.company} marker="optional">
        <input type="text" autoComplete="organization" {...field("company")} />
      </Field>
      <Field htmlFor={`${id}-message`} label={t.contactForm.message} marker="required">
        <textarea rows={6} {...field("message")} />
      </Field>
      <HoneypotField id={`${id}-website`} label={t.contactForm.honeypot} {...honeypot} />
      <PrivacyConsent
        text={t.contactForm.privacyNote}
        linkText={t.contactForm.privacyLink}
        className="text-sm text-muted"
      />
      <div>
        <SubmitButton
          sending={sending}
          label={t.contactForm.submit}
          sendingLabel={t.contactForm.sending}
        />
      </div>
    </form>
  );
}
