/**
 * The form API: POST /api/form-endpoints/{endpointId}/submit for the contact
 * form and the newsletter.
 *
 * Order of checks: method (405) → endpoint (404) → the sender's rate limit
 * (429) → key (401) → Content-Type (415) → size and time (413, 408) → JSON
 * (400) → then the form intake (form-intake.ts): fields (422) → spam (quiet) →
 * the form's shared rate limit (429) → stored (201). Every error is
 * `{ "message": string }` in the visitor's language; a 422 adds `fields`, each
 * refused body key with its problem (see fields.ts), so the form can show the
 * verdict on the fields themselves.
 */
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { attributionHeader } from "../../shared/forms/attribution.ts";
import { consentHeaders, type FieldProblem, spamHeaders } from "../../shared/forms/fields.ts";
import { dictionaries } from "../../shared/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import { parseAttribution } from "./attribution.ts";
import { isJsonContentType, parseJson, readLimited } from "./body.ts";
import { requestClientKey } from "./client-address.ts";
import {
  CONSENT_VERSION,
  type FormDoorOptions,
  IDEMPOTENCY_KEY,
  MAX_BODY_BYTES,
  matching,
  SITE_PAGE,
} from "./form-door.ts";
import { createFormIntake } from "./form-intake.ts";
import { requestLang } from "./lang.ts";

export { MAX_BODY_BYTES };

export function createFormApi(options: FormDoorOptions): Hono {
  const { endpoints, limiter, log } = options;
  const accept = createFormIntake(options);
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

    const client = requestClientKey(c, options.trustProxyHops);
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

    const outcome = await accept({
      endpointId,
      endpoint,
      lang,
      body: parsed.value,
      client,
      fillTimeMs: Number(c.req.header(spamHeaders.fillTime) ?? "NaN"),
      postedToPage: false,
      honeypot: c.req.header(spamHeaders.honeypot) ?? "",
      idempotencyKey: idempotencyHeader ?? crypto.randomUUID(),
      attribution: parseAttribution(c.req.header(attributionHeader)),
      consent: {
        page: matching(c.req.header(consentHeaders.page), SITE_PAGE),
        version: matching(c.req.header(consentHeaders.version), CONSENT_VERSION),
      },
    });
    switch (outcome.kind) {
      case "invalid":
        return answer(c, 422, { message: outcome.message, fields: outcome.fields });
      case "form-full":
      case "sender-limited":
        return fail(c, 429, t.tooMany, { "Retry-After": String(outcome.retryAfter) });
      case "discarded":
      case "stored": {
        const id = outcome.kind === "stored" ? outcome.id : crypto.randomUUID();
        return answer(c, 201, endpoint.kind === "contact" ? { id } : {});
      }
    }
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
