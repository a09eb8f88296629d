/**
 * The form API: POST /api/form-endpoints/{endpointId}/submit for the contact
 * form and the newsletter.
 *
 * Order of checks: method (405) → endpoint (404) → the sender's rate limit
 * (429) → key (401) → Content-Type (415) → size and time (413, 408) → JSON
 * (400) → fields (422) → spam (quiet) → the form's shared rate limit (429) →
 * stored (201). Only what would be stored counts against the form's shared
 * limit: refusals and discarded spam count against their sender's alone.
 * Every error is `{ "message": string }` in the visitor's language; a 422 adds
 * `fields`, each refused body key with its problem (see fields.ts), so the
 * form can show the verdict on the fields themselves.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { attributionHeader } from "../../common/forms/attribution.ts";
import {
  consentHeaders,
  contactFields,
  type FieldProblem,
  spamHeaders,
} from "../../common/forms/fields.ts";
import { contactSchema, newsletterSchema, problemsOf } from "../../common/forms/schemas.ts";
import { dictionaries } from "../../common/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import type { FormEndpointConfig } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { parseAttribution } from "./attribution.ts";
import { isJsonContentType, parseJson, readLimited } from "./body.ts";
import { clientKeyOf } from "./client-address.ts";
import { requestLang } from "./lang.ts";
import type { RateLimiter } from "./rate-limit.ts";

export const MAX_BODY_BYTES = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface FormApiOptions {
  store: Store;
  endpoints: ReadonlyMap<string, FormEndpointConfig>;
  limiter: RateLimiter;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops: number;
  bodyTimeoutMs: number;
  /** Whether the database answers: a failed write is 503 only when it does not. */
  databaseReachable: () => Promise<boolean>;
  log: Logger;
  /** Called after a mail is queued (a lead's, a confirmation), so the worker can send it at once. */
  onMailQueued?: () => void;
}

/** A path on this site as the browser reported it: kept only when it looks like one. */
const SITE_PAGE = /^\/(?![/\\])[\x21-\x7e]{0,299}$/;
const CONSENT_VERSION = /^[\w.-]{1,40}$/;
const headerMatching = (c: Context, name: string, pattern: RegExp) => {
  const value = c.req.header(name);
  return value !== undefined && pattern.test(value) ? value : null;
};

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function invalidMessage(lang: Lang, fields: readonly string[]): string {
  const t = dictionaries[lang].formApi;
  const labels: Record<string, string> = t.fields;
  const names = fields.map((field) => labels[field] ?? field);
  return `${t.invalid} ${[...new Set(names)].join(", ")}.`;
}

export function createFormApi(options: FormApiOptions): Hono {
  const { store, endpoints, limiter, log } = options;
  const api = new Hono();

  const answer = (
    c: Context,
    status: ContentfulStatusCode,
    body: Record<string, string | Record<string, FieldProblem>>,
    headers?: Record<string, string>,
  ) => {
    c.header("Cache-Control", "no-store");
    for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
    return c.json(body, status);
  };
  const fail = (
    c: Context,
    status: ContentfulStatusCode,
    message: string,
    headers?: Record<string, string>,
  ) => answer(c, status, { message }, headers);

  async function submit(c: Context, lang: Lang) {
    const t = dictionaries[lang].formApi;
    if (c.req.method !== "POST") return fail(c, 405, t.methodNotAllowed, { Allow: "POST" });
    const endpointId = c.req.param("endpointId") ?? "";
    const endpoint = endpoints.get(endpointId);
    if (!endpoint) return fail(c, 404, t.unknownEndpoint);

    const client = clientKeyOf(
      peerAddress(c),
      c.req.header("X-Forwarded-For"),
      options.trustProxyHops,
    );
    const addressWait = await limiter.address(client, endpointId);
    if (addressWait > 0) return fail(c, 429, t.tooMany, { "Retry-After": String(addressWait) });

    const auth = c.req.header("Authorization") ?? "";
    if (auth !== `Bearer ${endpoint.key}`) return fail(c, 401, t.unauthorized);

    if (!isJsonContentType(c.req.header("Content-Type") ?? null)) return fail(c, 415, t.notJson);

    const idempotencyHeader = c.req.header("Idempotency-Key");
    if (idempotencyHeader !== undefined && !IDEMPOTENCY_KEY.test(idempotencyHeader)) {
      return fail(c, 400, t.malformed);
    }

    const raw = await readLimited(c.req.raw, MAX_BODY_BYTES, options.bodyTimeoutMs);
    if (!raw.ok && raw.reason === "timeout") {
      return fail(c, 408, t.timeout, { Connection: "close" });
    }
    if (!raw.ok) return fail(c, 413, t.tooLarge);
    const parsed = parseJson(raw.bytes);
    if (!parsed.ok) return fail(c, 400, t.malformed);

    const schema = endpoint.kind === "contact" ? contactSchema : newsletterSchema;
    const checked = schema.safeParse(parsed.value);
    if (!checked.success) {
      const problems = problemsOf(checked.error);
      const fields: Record<string, FieldProblem> = {};
      for (const [field, problem] of Object.entries(problems)) {
        if (problem && field in t.fields) fields[field] = problem;
      }
      const known = Object.keys(fields);
      return answer(c, 422, {
        message: known.length
          ? invalidMessage(lang, known)
          : invalidMessage(lang, endpoint.kind === "contact" ? contactFields : ["email"]),
        fields,
      });
    }

    // Spam checks answer like a success and store nothing. The newsletter's
    // answer is the same for a new address, a known one and a bot, so it never
    // tells whether someone is subscribed (nor any part of their unsubscribe link).
    const fillTime = Number(c.req.header(spamHeaders.fillTime) ?? "NaN");
    const honeypot = c.req.header(spamHeaders.honeypot) ?? "";
    if (honeypot !== "" || !Number.isFinite(fillTime) || fillTime < endpoint.minFillMs) {
      log.info("submission discarded", {
        endpoint: endpointId,
        reason: honeypot ? "honeypot" : "fill-time",
      });
      return answer(c, 201, endpoint.kind === "contact" ? { id: crypto.randomUUID() } : {});
    }

    const formWait = await limiter.form(endpointId);
    if (formWait > 0) return fail(c, 429, t.tooMany, { "Retry-After": String(formWait) });

    if (endpoint.kind === "newsletter") {
      const fields = newsletterSchema.parse(checked.data);
      const outcome = await store.requestSubscription({
        email: fields.email,
        lang,
        form: endpointId,
        page: headerMatching(c, consentHeaders.page, SITE_PAGE),
        consentVersion: headerMatching(c, consentHeaders.version, CONSENT_VERSION),
      });
      log.info("newsletter signup", { endpoint: endpointId, outcome });
      if (outcome === "new" || outcome === "resent") options.onMailQueued?.();
      return answer(c, 201, {});
    }
    const fields = contactSchema.parse(checked.data);
    const stored = await store.storeLead({
      endpointId,
      name: fields["Imie i Nazwisko"],
      email: fields.Email,
      company: fields["Nazwa Firmy"] ?? "",
      message: fields.Opis,
      lang,
      idempotencyKey: idempotencyHeader ?? crypto.randomUUID(),
      attribution: parseAttribution(c.req.header(attributionHeader)),
    });
    log.info(stored.created ? "lead stored" : "lead repeated", {
      endpoint: endpointId,
      id: stored.id,
    });
    if (stored.created) options.onMailQueued?.();
    return answer(c, 201, { id: stored.id });
  }

  api.all("/api/form-endpoints/:endpointId/submit", async (c) => {
    const lang = requestLang(c.req.raw);
    try {
      return await submit(c, lang);
    } catch (error) {
      // The request was fine, so the failure is ours and nothing was committed;
      // the visitor may try again. 503 only while the database does not answer.
      const reachable = await options.databaseReachable();
      log.error(
        reachable ? "submission failed" : "database unavailable",
        { endpoint: c.req.param("endpointId") },
        error,
      );
      const t = dictionaries[lang].formApi;
      return reachable
        ? fail(c, 500, t.failed)
        : fail(c, 503, t.unavailable, { "Retry-After": "30" });
    }
  });

  return api;
}
