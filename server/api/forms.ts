/**
 * The form API (SPEC §7): POST /api/form-endpoints/{endpointId}/submit for the
 * contact form and the newsletter, and the newsletter unsubscribe link.
 *
 * Order of checks: method (405) → endpoint (404) → rate limit (429) → key (401)
 * → Content-Type (415) → size (413) → JSON (400) → fields (422) → spam (quiet)
 * → stored (201). Every error is `{ "message": string }` in the visitor's language.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { contactFields, spamHeaders } from "../../app/forms/fields.ts";
import { contactSchema, newsletterSchema } from "../../app/forms/schemas.ts";
import { dictionaries } from "../../app/i18n/dictionaries/index.ts";
import type { Lang } from "../../shared/lang.ts";
import type { FormEndpointConfig, RateLimits } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import { isJsonContentType, parseJson, readLimited } from "./body.ts";
import { requestLang } from "./lang.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.ts";

export const MAX_BODY_BYTES = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface FormApiOptions {
  store: Store;
  endpoints: ReadonlyMap<string, FormEndpointConfig>;
  rateLimits: RateLimits;
  unsubscribeSecret: string;
  log: Logger;
  trustProxy?: boolean;
  /** Called after a lead is stored, so the mail worker can send it at once. */
  onLead?: () => void;
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

function invalidMessage(lang: Lang, fields: readonly string[]): string {
  const t = dictionaries[lang].formApi;
  const labels: Record<string, string> = t.fields;
  const names = fields.map((field) => labels[field] ?? field);
  return `${t.invalid} ${[...new Set(names)].join(", ")}.`;
}

export function createFormApi(options: FormApiOptions): Hono {
  const { store, endpoints, log } = options;
  const limiter = createRateLimiter(options.rateLimits);
  const api = new Hono();

  const fail = (
    c: Context,
    status: ContentfulStatusCode,
    message: string,
    headers?: Record<string, string>,
  ) => {
    c.header("Cache-Control", "no-store");
    for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
    return c.json({ message }, status);
  };

  api.all("/api/form-endpoints/:endpointId/submit", async (c) => {
    const lang = requestLang(c.req.raw);
    const t = dictionaries[lang].formApi;
    if (c.req.method !== "POST") {
      return fail(c, 405, t.methodNotAllowed, { Allow: "POST" });
    }
    const endpointId = c.req.param("endpointId");
    const endpoint = endpoints.get(endpointId);
    if (!endpoint) return fail(c, 404, t.unknownEndpoint);

    const wait = limiter.hit(clientIp(c, options.trustProxy ?? false), endpointId);
    if (wait > 0) return fail(c, 429, t.tooMany, { "Retry-After": String(wait) });

    const auth = c.req.header("Authorization") ?? "";
    if (auth !== `Bearer ${endpoint.key}`) return fail(c, 401, t.unauthorized);

    if (!isJsonContentType(c.req.header("Content-Type") ?? null)) return fail(c, 415, t.notJson);

    const idempotencyHeader = c.req.header("Idempotency-Key");
    if (idempotencyHeader !== undefined && !IDEMPOTENCY_KEY.test(idempotencyHeader)) {
      return fail(c, 400, t.malformed);
    }

    const raw = await readLimited(c.req.raw, MAX_BODY_BYTES);
    if (!raw.ok) return fail(c, 413, t.tooLarge);
    const parsed = parseJson(raw.bytes);
    if (!parsed.ok) return fail(c, 400, t.malformed);

    const schema = endpoint.kind === "contact" ? contactSchema : newsletterSchema;
    const checked = schema.safeParse(parsed.value);
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => String(issue.path[0] ?? ""));
      const known = fields.filter((field) => field in t.fields);
      return fail(
        c,
        422,
        known.length
          ? invalidMessage(lang, known)
          : invalidMessage(lang, endpoint.kind === "contact" ? contactFields : ["email"]),
      );
    }

    // Spam checks answer like a success and store nothing.
    const fillTime = Number(c.req.header(spamHeaders.fillTime) ?? "NaN");
    const honeypot = c.req.header(spamHeaders.honeypot) ?? "";
    if (honeypot !== "" || !Number.isFinite(fillTime) || fillTime < endpoint.minFillMs) {
      log.info("submission discarded", {
        endpoint: endpointId,
        reason: honeypot ? "honeypot" : "fill-time",
      });
      c.header("Cache-Control", "no-store");
      return c.json({ id: crypto.randomUUID() }, 201);
    }

    try {
      if (endpoint.kind === "contact") {
        const fields = contactSchema.parse(checked.data);
        const stored = await store.storeLead({
          endpointId,
          name: fields["Imie i Nazwisko"],
          email: fields.Email,
          company: fields["Nazwa Firmy"] ?? "",
          message: fields.Opis,
          lang,
          idempotencyKey: idempotencyHeader ?? crypto.randomUUID(),
        });
        log.info(stored.created ? "lead stored" : "lead repeated", {
          endpoint: endpointId,
          id: stored.id,
        });
        if (stored.created) options.onLead?.();
        c.header("Cache-Control", "no-store");
        return c.json({ id: stored.id }, 201);
      }
      const fields = newsletterSchema.parse(checked.data);
      const stored = await store.subscribe(fields.email, lang);
      log.info(stored.created ? "subscriber stored" : "subscriber repeated", {
        endpoint: endpointId,
        id: stored.id,
      });
      c.header("Cache-Control", "no-store");
      return c.json({ id: stored.id }, 201);
    } catch (error) {
      // The input was valid, so a failure here is ours (the database is unreachable
      // or refused the write): nothing was committed; the visitor may try again.
      log.error("database unavailable", { endpoint: endpointId, error: String(error) });
      return fail(c, 503, t.unavailable, { "Retry-After": "30" });
    }
  });

  api.get("/api/newsletter/unsubscribe", async (c) => {
    const lang = requestLang(c.req.raw);
    const id = verifyUnsubscribeToken(options.unsubscribeSecret, c.req.query("token") ?? "");
    if (!id) return unsubscribePage(c, lang, false, 400);
    try {
      const removed = await store.unsubscribe(id);
      log.info("subscriber removed", { id, found: removed });
      return unsubscribePage(c, lang, true, 200);
    } catch (error) {
      log.error("database unavailable", { error: String(error) });
      return fail(c, 503, dictionaries[lang].formApi.unavailable, { "Retry-After": "30" });
    }
  });

  return api;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small bilingual page without scripts: the language asked for first, the other below. */
function unsubscribePage(c: Context, lang: Lang, ok: boolean, status: ContentfulStatusCode) {
  const order: Lang[] = lang === "en" ? ["en", "pl"] : ["pl", "en"];
  const sections = order
    .map((code) => {
      const t = dictionaries[code].newsletter.unsubscribe;
      const home = code === "en" ? "/en" : "/";
      return `<section lang="${code}"><h1>${escapeHtml(ok ? t.heading : t.invalidHeading)}</h1><p>${escapeHtml(
        ok ? t.text : t.invalidText,
      )}</p><p><a href="${home}">${escapeHtml(t.home)}</a></p></section>`;
    })
    .join("<hr>");
  const first = dictionaries[order[0] ?? "pl"].newsletter.unsubscribe;
  const html = `<!doctype html><html lang="${order[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    ok ? first.title : first.invalidTitle,
  )}</title><style>body{margin:0;padding:3rem 1.25rem;background:#0b0d12;color:#f2f4f8;font:16px/1.6 system-ui,sans-serif}main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.3}p{color:#a9b1c1}a{color:#5eead4}hr{border:0;border-top:1px solid #2a3142;margin:2rem 0}</style></head><body><main>${sections}</main></body></html>`;
  c.header("Cache-Control", "no-store");
  c.header(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  return c.html(html, status);
}
