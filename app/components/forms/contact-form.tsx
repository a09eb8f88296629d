import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { site } from "../../../content/site.ts";
import { invalidContactFields, loadFormSchemas } from "../../forms/browser-check.ts";
import { contactLimits } from "../../forms/fields.ts";
import { submitForm } from "../../forms/submit.ts";
import { usePageHref } from "../../hooks/use-page-href.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { toast } from "../ui/toast-store.ts";
import { HoneypotField } from "./honeypot-field.tsx";

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
const labelClass = "mb-2 block text-sm font-medium text-fg";

/** The contact form (SPEC §5, §7, §8): name, e-mail, company, message; a toast tells how it went. */
export function ContactForm() {
  const { t, lang } = useLanguage();
  const href = usePageHref();
  const [searchParams] = useSearchParams();
  const id = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [subject, setSubject] = useState<Subject>("consultation");
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  // Read after hydration: the pre-rendered page knows nothing about the query string.
  useEffect(() => {
    const fromQuery = subjectFromQuery(searchParams);
    if (fromQuery) setSubject(fromQuery);
  }, [searchParams]);

  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
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
    setSending(true);
    const names = await invalidContactFields(body);
    if (names.length > 0) {
      setSending(false);
      toast({
        title: t.contactForm.errorTitle,
        description: `${t.formApi.invalid} ${names.map((key) => t.formApi.fields[key]).join(", ")}.`,
        variant: "destructive",
      });
      return;
    }

    const result = await submitForm({
      endpoint: site.forms.contact,
      body,
      lang,
      fillTimeMs: Date.now() - shownAt.current,
      honeypot,
    });
    setSending(false);

    if (result.kind === "ok") {
      toast({ title: t.contactForm.successTitle, description: t.contactForm.successText });
      setFields(empty);
      setSubject("consultation");
      shownAt.current = Date.now();
      return;
    }
    toast({
      title: t.contactForm.errorTitle,
      description:
        result.kind === "rejected" && result.message ? result.message : t.contactForm.errorText,
      variant: "destructive",
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={loadFormSchemas}
      className="grid gap-5"
      aria-label={t.contactForm.title}
    >
      <div>
        <label htmlFor={`${id}-subject`} className={labelClass}>
          {t.contactForm.subject}
        </label>
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
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            {t.contactForm.name}{" "}
            <span className="text-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            minLength={contactLimits.name.min}
            maxLength={contactLimits.name.max}
            placeholder={t.contactForm.namePlaceholder}
            value={fields.name}
            onChange={(event) => set("name")(event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            {t.contactForm.email}{" "}
            <span className="text-muted" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email.max}
            placeholder={t.contactForm.emailPlaceholder}
            value={fields.email}
            onChange={(event) => set("email")(event.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-company`} className={labelClass}>
          {t.contactForm.company} <span className="text-muted">{t.contactForm.optional}</span>
        </label>
        <input
          id={`${id}-company`}
          name="company"
          type="text"
          autoComplete="organization"
          maxLength={contactLimits.company.max}
          placeholder={t.contactForm.companyPlaceholder}
          value={fields.company}
          onChange={(event) => set("company")(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          {t.contactForm.message}{" "}
          <span className="text-muted" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          minLength={contactLimits.message.min}
          maxLength={contactLimits.message.max}
          placeholder={t.contactForm.messagePlaceholder}
          value={fields.message}
          onChange={(event) => set("message")(event.target.value)}
          className={inputClass}
        />
      </div>
      <HoneypotField
        id={`${id}-website`}
        label={t.contactForm.honeypot}
        value={honeypot}
        onChange={setHoneypot}
      />
      <p className="text-sm text-muted">
        {t.contactForm.privacyNote}{" "}
        <Link to={href("privacy")} className="text-accent underline underline-offset-2">
          {t.contactForm.privacyLink}
        </Link>
        .
      </p>
      <div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center justify-center rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? t.contactForm.sending : t.contactForm.submit}
        </button>
      </div>
    </form>
  );
}
