import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { attributionHeader } from "#common/forms/attribution.ts";
import { type ContactField, contactLimits, type FieldProblems } from "#common/forms/fields.ts";
import { site } from "#content/site.ts";
import { contactProblems } from "../../forms/browser-check.ts";
import { fieldErrorText, useFieldErrors } from "../../forms/use-field-errors.ts";
import { type SubmissionOutcome, useFormSubmission } from "../../forms/use-form-submission.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { track } from "../../measurement/analytics.ts";
import { leadAttribution } from "../../measurement/visit.ts";
import { toast } from "../ui/toast-store.ts";
import { FieldError, HoneypotField, PrivacyConsent, SubmitButton } from "./form-parts.tsx";

type Subject = "consultation" | "audit" | "newsletter" | "quote";
const subjects: readonly Subject[] = ["consultation", "audit", "newsletter", "quote"];

interface Fields {
  name: string;
  email: string;
  company: string;
  message: string;
}

const empty: Fields = { name: "", email: "", company: "", message: "" };
const order = ["name", "email", "company", "message"] as const;

/** Which field each key of the API's body is. */
const bodyKeys: Record<keyof Fields, ContactField> = {
  name: "Imie i Nazwisko",
  email: "Email",
  company: "Nazwa Firmy",
  message: "Opis",
};

/** The problems of a contact body (by its keys) by the form's own field names. */
function byField(problems: FieldProblems) {
  return Object.fromEntries(
    order.flatMap((field) => {
      const problem = problems[bodyKeys[field]];
      return problem ? [[field, problem]] : [];
    }),
  );
}

/**
 * What the error toast says: the API's own answer for a 4xx (written in the
 * visitor's language), SPEC's text for anything else (a 500, an outage, no
 * connection), since a server's or a proxy's message is nothing to show.
 */
function errorDescription(outcome: SubmissionOutcome, fallback: string): string {
  const ownAnswer = outcome.kind === "rejected" && outcome.status >= 400 && outcome.status < 500;
  return ownAnswer && outcome.message ? outcome.message : fallback;
}

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
 * message (10+ characters), sent as JSON to the form API. A refused field (by
 * the check before sending or by the server) says why under itself and takes
 * focus; the button refuses a second press while sending, and a toast says how
 * the sending went.
 */
export function ContactForm() {
  const { t, lang } = useLanguage();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const id = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [subject, setSubject] = useState<Subject>("consultation");
  const { sending, submit, startOver, formHandlers, honeypot } = useFormSubmission(
    site.forms.contact,
  );
  const errors = useFieldErrors(id, order);

  // Read after hydration: the pre-rendered page knows nothing about the query string.
  useEffect(() => {
    const fromQuery = subjectFromQuery(searchParams);
    if (fromQuery) setSubject(fromQuery);
  }, [searchParams]);

  /** A text field's attributes: its limits, placeholder and value; the company is optional. */
  const field = (name: (typeof order)[number]) => {
    const limits: { min?: number; max: number } = contactLimits[name];
    return {
      id: errors.fieldId(name),
      name,
      required: name !== "company",
      minLength: limits.min,
      maxLength: limits.max,
      placeholder: t.contactForm[`${name}Placeholder`],
      value: fields[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setFields((current) => ({ ...current, [name]: event.target.value }));
        errors.clear(name);
      },
      ...errors.describedBy(name),
      className: inputClass,
    };
  };

  /** The message under a field while it is refused. */
  const errorOf = (name: keyof Fields) => {
    const problem = errors.errors[name];
    return (
      <FieldError
        id={errors.errorId(name)}
        message={problem && fieldErrorText(t.fieldErrors, lang, name, problem)}
      />
    );
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
    const result = await submit(body, contactProblems, {
      [attributionHeader]: leadAttribution(pathname),
    });
    if (result.kind === "invalid") {
      errors.show(byField(result.problems));
      return;
    }
    errors.reset();
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
      description: errorDescription(result, t.contactForm.errorText),
      variant: "destructive",
    });
  }

  return (
    <form
      {...formHandlers(send)}
      noValidate
      className="grid gap-5"
      aria-label={t.contactForm.title}
    >
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
          {errorOf("name")}
        </Field>
        <Field htmlFor={`${id}-email`} label={t.contactForm.email} marker="required">
          <input type="email" autoComplete="email" {...field("email")} />
          {errorOf("email")}
        </Field>
      </div>
      <Field htmlFor={`${id}-company`} label={t.contactForm.company} marker="optional">
        <input type="text" autoComplete="organization" {...field("company")} />
        {errorOf("company")}
      </Field>
      <Field htmlFor={`${id}-message`} label={t.contactForm.message} marker="required">
        <textarea rows={6} {...field("message")} />
        {errorOf("message")}
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
