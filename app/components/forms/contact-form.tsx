import { type ReactNode, useId, useState } from "react";
import { site } from "#content/site.ts";
import { attributionHeader } from "#shared/forms/attribution.ts";
import {
  asContactSubject,
  type ContactField,
  type ContactSubject,
  contactLimits,
  contactSubjects,
  type FieldProblem,
  type FieldProblems,
  postedFields,
} from "#shared/forms/fields.ts";
import { messageWithSubject } from "#shared/forms/subject.ts";
import { contactProblems } from "../../forms/browser-check.ts";
import { emptyFields } from "../../forms/empty-fields.ts";
import { postTarget, usePagePostOutcome } from "../../forms/page-post.ts";
import { fieldErrorText, useFieldErrors } from "../../forms/use-field-errors.ts";
import { type SubmissionOutcome, useFormSubmission } from "../../forms/use-form-submission.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { track } from "../../measurement/analytics.ts";
import { leadAttribution } from "../../measurement/visit.ts";
import { useLocation, useSearchParams } from "../../navigation/address.ts";
import { ChevronDownIcon } from "../ui/control-icons.tsx";
import { toast } from "../ui/toast-store.ts";
import {
  FieldError,
  FormAlert,
  HoneypotField,
  PostedFormStamps,
  PrivacyConsent,
  SubmitButton,
} from "./form-parts.tsx";

const order = ["name", "email", "company", "message"] as const;
type Field = (typeof order)[number];

/** Which body key of the API each field is: also the field's name when the browser posts the form. */
const bodyKeys: Record<Field, ContactField> = {
  name: "Imie i Nazwisko",
  email: "Email",
  company: "Nazwa Firmy",
  message: "Opis",
};

/** The problems of a contact body (by its keys) by the form's own field names. */
function byField(problems: FieldProblems): Partial<Record<Field, FieldProblem>> {
  return Object.fromEntries(
    order.flatMap((field) => {
      const problem = problems[bodyKeys[field]];
      return problem ? [[field, problem]] : [];
    }),
  );
}

/**
 * What the error toast says: the API's own answer for a 4xx (written in the
 * visitor's language), the form's own error text for anything else (a 500,
 * an outage, no connection), since a server's or a proxy's message is nothing
 * to show.
 */
function errorDescription(outcome: SubmissionOutcome, fallback: string): string {
  const ownAnswer = outcome.kind === "rejected" && outcome.status >= 400 && outcome.status < 500;
  return ownAnswer && outcome.message ? outcome.message : fallback;
}

/** `/kontakt?audit=free` and `/kontakt?newsletter=yes` arrive with their subject chosen. */
function subjectFromQuery(params: URLSearchParams): ContactSubject | undefined {
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
 * message (10+ characters). A real form: before the app runs (or without it) the
 * browser posts it to /kontakt and the server answers with the thank-you page or
 * this form again, the visitor's input in it and each error on its field. Once
 * the app runs it sends JSON to the form API instead: a refused field (by the
 * check before sending or by the server) says why under itself and takes focus,
 * the button refuses a second press while sending, and a toast says how it went.
 * The fields are the browser's own (uncontrolled): what a visitor types before
 * the app takes over stays, and is read when the form is sent.
 */
export function ContactForm() {
  const { t, lang } = useLanguage();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const id = useId();
  const posted = usePagePostOutcome("contact");
  // The server's answer fills the form in only until the app sends a message itself.
  const [sentByApp, setSentByApp] = useState(false);
  const kept = sentByApp ? undefined : posted;
  const { sending, submit, startOver, formHandlers } = useFormSubmission(site.forms.contact);
  const errors = useFieldErrors(id, order, kept && byField(kept.problems));
  // A page answering a refused post opens on the first field to mend (the name, if none is named).
  const firstRefused = order.find((field) => errors.errors[field]) ?? "name";
  const subject =
    asContactSubject(kept?.values[postedFields.subject]) ??
    subjectFromQuery(searchParams) ??
    contactSubjects[0];

  /** A text field's attributes: its name, limits, placeholder and what it holds at first. */
  const field = (name: Field) => {
    const limits: { min?: number; max: number } = contactLimits[name];
    return {
      id: errors.fieldId(name),
      name: bodyKeys[name],
      required: name !== "company",
      minLength: limits.min,
      maxLength: limits.max,
      placeholder: t.contactForm[`${name}Placeholder`],
      defaultValue: kept?.values[bodyKeys[name]] ?? "",
      // A page answering a refused post opens with focus on the first refused field.
      autoFocus: kept !== undefined && name === firstRefused,
      onChange: () => errors.clear(name),
      ...errors.describedBy(name),
      className: inputClass,
    };
  };

  /** The message under a field while it is refused. */
  const errorOf = (name: Field) => {
    const problem = errors.errors[name];
    return (
      <FieldError
        id={errors.errorId(name)}
        message={problem && fieldErrorText(t.fieldErrors, lang, name, problem)}
      />
    );
  };

  async function send(fields: FormData, form: HTMLFormElement) {
    const text = (key: string) => String(fields.get(key) ?? "");
    const chosen = asContactSubject(text(postedFields.subject)) ?? contactSubjects[0];
    const body: Record<string, string> = {
      "Imie i Nazwisko": text(bodyKeys.name),
      Email: text(bodyKeys.email),
      "Nazwa Firmy": text(bodyKeys.company),
      Opis: text(bodyKeys.message),
    };
    const result = await submit(body, contactProblems, {
      compose: (checked) => ({
        ...checked,
        Opis: messageWithSubject(checked.Opis ?? "", chosen, lang),
      }),
      honeypot: text(postedFields.honeypot),
      headers: { [attributionHeader]: leadAttribution(pathname) },
    });
    if (result.kind === "invalid") {
      errors.show(byField(result.problems));
      return;
    }
    errors.reset();
    if (result.kind === "ok") {
      track("generate_lead", { form: "contact" });
      toast({ title: t.contactForm.successTitle, description: t.contactForm.successText });
      setSentByApp(true);
      emptyFields(form, {
        ...Object.fromEntries(Object.values(bodyKeys).map((key) => [key, ""])),
        [postedFields.subject]: contactSubjects[0],
      });
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
      method="post"
      action={postTarget("contact", lang)}
      data-native-form=""
      {...formHandlers(send)}
      noValidate
      className="grid gap-5"
      aria-label={t.contactForm.title}
    >
      <FormAlert id={`${id}-alert`} message={kept?.message} />
      <PostedFormStamps />
      <Field htmlFor={`${id}-subject`} label={t.contactForm.subject}>
        {/* No native look (WebKit would keep its own grey control): the site's chevron instead. */}
        <div className="relative">
          <select
            id={`${id}-subject`}
            name={postedFields.subject}
            defaultValue={subject}
            aria-disabled={sending || undefined}
            className={`${inputClass} appearance-none pr-11`}
          >
            {contactSubjects.map((value) => (
              <option key={value} value={value}>
                {t.contactForm.subjects[value]}
              </option>
            ))}
          </select>
          <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-muted">
            <ChevronDownIcon />
          </span>
        </div>
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
        <textarea rows={5} {...field("message")} />
        {errorOf("message")}
      </Field>
      <HoneypotField id={`${id}-website`} label={t.contactForm.honeypot} />
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
