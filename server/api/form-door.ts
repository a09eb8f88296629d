/**
 * What the two doors into the form intake share: the JSON API (forms.ts) and
 * forms the browser posts to their page (form-page-posts.ts).
 */
import { contactLimits } from "../../shared/forms/fields.ts";
import type { FormEndpointConfig } from "../config.ts";
import type { Store } from "../db/store.ts";
import type { Logger } from "../log.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** The JSON API's bodies: JSON keeps a Polish letter as its two UTF-8 bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A form posted to its page: every field at its limit, URL-encoded, fits. A
 * UTF-16 unit of text takes at most nine bytes encoded (a three-byte
 * character, each byte as %XX; a Polish letter takes six), and a kilobyte is
 * left for the field names, the subject, the fill time, the attempt's key and
 * the consent version. About 50 KB (nginx lets 64 KB through).
 */
export const MAX_POSTED_BODY_BYTES =
  (contactLimits.name.max +
    contactLimits.email.max +
    contactLimits.company.max +
    contactLimits.message.max) *
    9 +
  1024;
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** A path on this site as the browser reported it: kept only when it looks like one. */
export const SITE_PAGE = /^\/(?![/\\])[\x21-\x7e]{0,299}$/;
export const CONSENT_VERSION = /^[\w.-]{1,40}$/;

/** The value when it matches `pattern`, else null (a malformed value is dropped, not refused). */
export const matching = (value: string | undefined | null, pattern: RegExp) =>
  value != null && pattern.test(value) ? value : null;

export interface FormDoorOptions {
  store: Store;
  endpoints: ReadonlyMap<string, FormEndpointConfig>;
  limiter: RateLimiter;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustProxyHops: number;
  bodyTimeoutMs: number;
  /** How long a contact form posted without a script repeats a stored one with every field the same. */
  postedRepeatWindowMs: number;
  /** Whether the database answers: a failed write is 503 only when it does not. */
  databaseReachable: () => Promise<boolean>;
  log: Logger;
  /** Called after a mail is queued (a lead's, a confirmation), so the worker can send it at once. */
  onMailQueued?: () => void;
}
