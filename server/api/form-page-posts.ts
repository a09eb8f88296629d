/**
 * The door for a form the browser posts to its page itself, before the form's
 * island runs or without JavaScript (`application/x-www-form-urlencoded`, the
 * fields named as the JSON API's body keys; shared/forms/page-post.ts). The page
 * drawn per request (app/pages/per-request/) hands the request here; the same
 * intake as the JSON API checks and stores it (form-intake.ts), and the page
 * answers with the thank-you page or itself again, the visitor's input in it
 * and each error on its field.
 *
 * What the JSON API reads from headers comes as fields (postedFields): the fill
 * time and the attempt's key, empty from a page. Any post can write those
 * fields itself, so every post to a page counts against a stricter allowance
 * per address (form-intake.ts), and a fill time, when there is one, is checked
 * as well. A post without a key gets one made from its content (contentKey),
 * so the same message posted twice within a while is stored once. Forms may
 * only be posted from this site (`fromThisSite`), so a page elsewhere cannot
 * make its visitors' browsers send leads.
 */
import { createHash } from "node:crypto";
import {
  type Attribution,
  encodeAttribution,
  utmFields,
  utmParameters,
} from "../../shared/forms/attribution.ts";
import {
  asContactSubject,
  contactFields,
  type FieldProblems,
  postedFields,
} from "../../shared/forms/fields.ts";
import type { PagePostOutcome, PostedForm } from "../../shared/forms/page-post.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import { parseAttribution } from "./attribution.ts";
import { isFormContentType, parseUrlEncoded, readableFields, readLimited } from "./body.ts";
import {
  CONSENT_VERSION,
  type FormDoorOptions,
  IDEMPOTENCY_KEY,
  MAX_POSTED_BODY_BYTES,
  matching,
} from "./form-door.ts";
import { createFormIntake } from "./form-intake.ts";

/** A posted form's request, with its sender's rate-limit key (the page's request has no peer). */
export interface PagePost {
  request: Request;
  form: PostedForm;
  lang: Lang;
  client: string;
}

const FILL_TIME = /^\d{1,9}$/;

/**
 * Whether the browser says a post comes from a page of this site: checked for
 * every post to a page before it is rendered (server/app.ts). Without
 * Sec-Fetch-Site (older browsers), the Origin's host name must be the site's
 * (the port and scheme are the proxy's business).
 */
export function fromThisSite(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.get("Origin");
  if (origin === null) return true;
  return URL.canParse(origin) && new URL(origin).hostname === new URL(request.url).hostname;
}

/** The page the form was on, and a campaign's utm_* if the visitor landed there with them. */
function attributionFromReferer(request: Request) {
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return parseAttribution(undefined);
  const url = new URL(referer);
  if (url.host !== request.headers.get("Host")) return parseAttribution(undefined);
  const attribution: Attribution = { page: url.pathname };
  for (const field of utmFields) {
    const value = url.searchParams.get(utmParameters[field]);
    if (value) attribution[field] = value;
  }
  if (utmFields.some((field) => attribution[field])) attribution.landingPage = url.pathname;
  return parseAttribution(encodeAttribution(attribution));
}

/**
 * The key of a contact form posted without an attempt's key: a digest of
 * everything that is stored (the form, the page's language, the subject and
 * every field as sent) and of the window of `windowMs` it arrived in, and the
 * key of the window before, whose lead it repeats if that came less than
 * `windowMs` ago (the intake asks the database). So the same message sent
 * twice in a moment is stored once, while the same words later, or under
 * another subject, are a lead of their own.
 */
export function contentKey(content: unknown, windowMs: number, now = Date.now()) {
  const digest = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
  const window = Math.floor(now / windowMs);
  return {
    key: `posted:${digest}:${window}`,
    repeatOf: { key: `posted:${digest}:${window - 1}`, withinMs: windowMs },
  };
}

/** The form's fields as the intake reads them (the JSON API's body), its subject, and what to show again. */
function bodyOf(form: PostedForm, fields: Record<string, string>) {
  const keys = form === "newsletter" ? ["email"] : [...contactFields, postedFields.subject];
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = fields[key];
    if (value !== undefined) values[key] = value;
  }
  const { [postedFields.subject]: subject, ...body } = values;
  return {
    body,
    values,
    subject: form === "contact" ? (asContactSubject(subject) ?? "consultation") : undefined,
  };
}

export function createFormPagePosts(options: FormDoorOptions) {
  const { endpoints, limiter, log } = options;
  const accept = createFormIntake(options);

  const endpointOf = (form: PostedForm) => {
    for (const [id, endpoint] of endpoints) if (endpoint.kind === form) return { id, endpoint };
    throw new Error(`no form endpoint of kind "${form}" is configured`);
  };

  async function submit(
    { request, form, lang, client }: PagePost,
    kept: { values: Record<string, string> },
  ): Promise<PagePostOutcome> {
    const t = dictionaries[lang].formApi;
    const refuse = (
      status: number,
      message: string,
      more: { problems?: FieldProblems; retryAfter?: number } = {},
    ): PagePostOutcome => ({
      form,
      kind: "refused",
      status,
      message,
      problems: more.problems ?? {},
      values: kept.values,
      retryAfter: more.retryAfter,
    });
    const { id: endpointId, endpoint } = endpointOf(form);

    const addressWait = await limiter.address(client, endpointId);
    if (!isFormContentType(request.headers.get("Content-Type"))) {
      return addressWait > 0
        ? refuse(429, t.tooMany, { retryAfter: addressWait })
        : refuse(415, t.malformed);
    }

    // Read even when the sender is over its limit: whatever the answer, the page
    // comes back with what the visitor typed, as far as it arrived.
    const raw = await readLimited(request, MAX_POSTED_BODY_BYTES, options.bodyTimeoutMs, {
      partial: true,
    });
    kept.values = bodyOf(
      form,
      raw.ok ? readableFields(raw.bytes, true) : readableFields(raw.received, false),
    ).values;
    if (addressWait > 0) return refuse(429, t.tooMany, { retryAfter: addressWait });
    if (!raw.ok)
      return refuse(
        raw.reason === "timeout" ? 408 : 413,
        t[raw.reason === "timeout" ? "timeout" : "tooLarge"],
      );
    const parsed = parseUrlEncoded(raw.bytes);
    if (!parsed.ok) return refuse(400, t.malformed);
    const fields = parsed.value;
    const { body, values, subject } = bodyOf(form, fields);
    kept.values = values;

    const key = fields[postedFields.idempotencyKey] || undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) return refuse(400, t.malformed);
    const fill = fields[postedFields.fillTime] || undefined;
    const attempt =
      key === undefined
        ? contentKey([endpointId, lang, subject ?? null, body], options.postedRepeatWindowMs)
        : { key, repeatOf: undefined };

    const outcome = await accept({
      endpointId,
      endpoint,
      lang,
      body,
      client,
      fillTimeMs: fill === undefined ? null : FILL_TIME.test(fill) ? Number(fill) : Number.NaN,
      postedToPage: true,
      honeypot: fields[postedFields.honeypot] ?? "",
      subject,
      idempotencyKey: attempt.key,
      repeatOf: attempt.repeatOf,
      attribution: attributionFromReferer(request),
      consent: {
        page: attributionFromReferer(request).page,
        version:
          form === "newsletter"
            ? matching(fields[postedFields.consentVersion], CONSENT_VERSION)
            : null,
      },
    });
    switch (outcome.kind) {
      case "invalid":
        return refuse(422, outcome.message, { problems: outcome.fields });
      case "form-full":
      case "sender-limited":
        return refuse(429, t.tooMany, { retryAfter: outcome.retryAfter });
      case "discarded":
      case "stored":
        return { form, kind: "sent" };
    }
  }

  return async function post(pagePost: PagePost): Promise<PagePostOutcome> {
    const kept = { values: {} };
    try {
      return await submit(pagePost, kept);
    } catch (error) {
      // Nothing was committed; the visitor may send again. 503 only while the database does not answer.
      const reachable = await options.databaseReachable();
      log.error(
        reachable ? "submission failed" : "database unavailable",
        { form: pagePost.form },
        error,
      );
      const t = dictionaries[pagePost.lang].formApi;
      return {
        form: pagePost.form,
        kind: "refused",
        status: reachable ? 500 : 503,
        message: reachable ? t.failed : t.unavailable,
        problems: {},
        values: kept.values,
      };
    }
  };
}

export type FormPagePosts = ReturnType<typeof createFormPagePosts>;
