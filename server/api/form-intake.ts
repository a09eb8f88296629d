/**
 * What happens to a submission once its door has read it, the same for the
 * JSON API (forms.ts) and for a form the browser posted to its page
 * (form-page-posts.ts): fields checked (422), a form posted to its page
 * against its sender's stricter allowance (429), spam checks (answered
 * like a success, stored nowhere), the form's shared allowance (429), stored
 * with its mail queued (201). Only valid submissions count against the
 * stricter allowance (a visitor may mend a refused field), and only those that
 * would be stored against the shared one, so discarded spam cannot use it up
 * for real visitors.
 */
import type { StoredAttribution } from "../../shared/forms/attribution.ts";
import type { FieldProblem } from "../../shared/forms/fields.ts";
import { type ContactSubject, contactFields } from "../../shared/forms/fields.ts";
import { contactSchema, newsletterSchema, problemsOf } from "../../shared/forms/schemas.ts";
import { messageWithSubject } from "../../shared/forms/subject.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import type { FormEndpointConfig } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import type { RateLimiter } from "./rate-limit.ts";

export interface Submission {
  endpointId: string;
  endpoint: FormEndpointConfig;
  lang: Lang;
  /** The body as its door parsed it (JSON value or the posted fields). */
  body: unknown;
  /** The sender's rate-limit key (client-address.ts). */
  client: string;
  /**
   * Milliseconds between the form appearing and being sent; NaN when the
   * client did not say; null when the browser posted the form without the
   * page's script, which leaves nothing to time (the fill-time check is skipped).
   */
  fillTimeMs: number | null;
  /**
   * A form the browser posted to its page (form-page-posts.ts): it counts
   * against its sender's stricter allowance whatever fill time it carries.
   */
  postedToPage: boolean;
  honeypot: string;
  /**
   * The contact form's chosen subject, when the door read it apart: it opens the
   * stored message once the visitor's own words have passed the checks.
   */
  subject?: ContactSubject;
  idempotencyKey: string;
  /**
   * A lead stored under this key less than `withinMs` ago makes this
   * submission its repeat (a contact form posted without a script: its key is
   * made from its content and the time, see form-page-posts.ts).
   */
  repeatOf?: { key: string; withinMs: number };
  attribution: StoredAttribution;
  consent: { page: string | null; version: string | null };
}

export type IntakeOutcome =
  | { kind: "stored"; id: string }
  | { kind: "discarded" }
  | { kind: "invalid"; fields: Record<string, FieldProblem>; message: string }
  | { kind: "form-full"; retryAfter: number }
  | { kind: "sender-limited"; retryAfter: number };

export interface IntakeOptions {
  store: Store;
  limiter: RateLimiter;
  log: Logger;
  /** Called after a mail is queued (a lead's, a confirmation), so the worker can send it at once. */
  onMailQueued?: () => void;
}

/** "Please check these fields: name, e-mail." in the visitor's language. */
export function invalidMessage(lang: Lang, fields: readonly string[]): string {
  const t = dictionaries[lang].formApi;
  const labels: Record<string, string> = t.fields;
  const names = fields.map((field) => labels[field] ?? field);
  return `${t.invalid} ${[...new Set(names)].join(", ")}.`;
}

export function createFormIntake({ store, limiter, log, onMailQueued }: IntakeOptions) {
  function spamReason(submission: Submission): "honeypot" | "fill-time" | undefined {
    if (submission.honeypot !== "") return "honeypot";
    const { fillTimeMs } = submission;
    if (fillTimeMs === null) return undefined;
    if (!Number.isFinite(fillTimeMs) || fillTimeMs < submission.endpoint.minFillMs) {
      return "fill-time";
    }
    return undefined;
  }

  return async function accept(submission: Submission): Promise<IntakeOutcome> {
    const { endpointId, endpoint, lang } = submission;
    const t = dictionaries[lang].formApi;
    const schema = endpoint.kind === "contact" ? contactSchema : newsletterSchema;
    const checked = schema.safeParse(submission.body);
    if (!checked.success) {
      const fields: Record<string, FieldProblem> = {};
      for (const [field, problem] of Object.entries(problemsOf(checked.error))) {
        if (problem && field in t.fields) fields[field] = problem;
      }
      const named = Object.keys(fields);
      const all = endpoint.kind === "contact" ? contactFields : ["email"];
      return { kind: "invalid", fields, message: invalidMessage(lang, named.length ? named : all) };
    }

    // A page's fill time is the word of the page's own script, which a plain
    // HTML post can write just as well (`_fill=99999`), and the pages are
    // pre-rendered, so the server has no moment of its own to sign. So a post to
    // a page counts here whatever it says; its fill time, when it has one, is
    // still checked below, which can only discard.
    if (submission.postedToPage) {
      const wait = await limiter.scriptless(submission.client, endpointId);
      if (wait > 0) return { kind: "sender-limited", retryAfter: wait };
    }

    // Spam is answered like a success and stored nowhere. The newsletter's
    // answer is the same for a new address, a known one and a bot, so it never
    // tells whether someone is subscribed.
    const spam = spamReason(submission);
    if (spam) {
      log.info("submission discarded", { endpoint: endpointId, reason: spam });
      return { kind: "discarded" };
    }

    const formWait = await limiter.form(endpointId);
    if (formWait > 0) return { kind: "form-full", retryAfter: formWait };

    if (endpoint.kind === "newsletter") {
      const fields = newsletterSchema.parse(checked.data);
      const outcome = await store.requestSubscription({
        email: fields.email,
        lang,
        form: endpointId,
        page: submission.consent.page,
        consentVersion: submission.consent.version,
      });
      log.info("newsletter signup", { endpoint: endpointId, outcome });
      if (outcome === "new" || outcome === "resent") onMailQueued?.();
      return { kind: "stored", id: "" };
    }
    const fields = contactSchema.parse(checked.data);
    const { repeatOf } = submission;
    const earlier =
      repeatOf && (await store.recentLeadId(endpointId, repeatOf.key, repeatOf.withinMs));
    if (earlier) {
      log.info("lead repeated", { endpoint: endpointId, id: earlier });
      return { kind: "stored", id: earlier };
    }
    const stored = await store.storeLead({
      endpointId,
      name: fields["Imie i Nazwisko"],
      email: fields.Email,
      company: fields["Nazwa Firmy"] ?? "",
      message: submission.subject
        ? messageWithSubject(fields.Opis, submission.subject, lang)
        : fields.Opis,
      lang,
      idempotencyKey: submission.idempotencyKey,
      attribution: submission.attribution,
    });
    log.info(stored.created ? "lead stored" : "lead repeated", {
      endpoint: endpointId,
      id: stored.id,
    });
    if (stored.created) onMailQueued?.();
    return { kind: "stored", id: stored.id };
  };
}

export type FormIntake = ReturnType<typeof createFormIntake>;
