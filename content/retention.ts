/**
 * How long the site keeps personal data. The privacy policy states these
 * figures and the server's daily purge (and `npm run admin -- purge`) applies
 * them, both from here. LEAD_RETENTION_MONTHS is read when the site is built
 * (the policy is a pre-rendered page) and when the server starts: set it for both.
 */
import { fromSharedEnv } from "./shared-env.ts";

export interface Retention {
  /** Contact-form leads, counted from when they arrived. */
  leadMonths: number;
  /** Sent and failed mail in the outbox, from when it was queued. */
  mailDays: number;
  /** Newsletter signups nobody confirmed, from the signup. */
  unconfirmedDays: number;
  /** Discount codes no subscriber holds any more (kept so the offer comes once per person), from when they were issued. */
  codeMonths: number;
  /** A pending signup repeated sooner than this gets no new confirmation mail. */
  confirmationResendMinutes: number;
  /**
   * The server's request logs: the deployment's log rotation deletes older
   * ones (docs/deployment.md, "Before going live", says how).
   */
  serverLogDays: number;
  /** How long a form's per-address counter lives: the default FORM_RATE_LIMIT_WINDOW_MS. */
  rateLimitWindowMinutes: number;
  /** A pending signup is mailed again at most this many times in all. */
  confirmationResends: number;
}

export const DEFAULT_LEAD_RETENTION_MONTHS = 12;
const MAX_LEAD_RETENTION_MONTHS = 120;

export const leadRetentionRule = `a whole number of months from 1 to ${MAX_LEAD_RETENTION_MONTHS}`;

/** LEAD_RETENTION_MONTHS as a number; unset or blank is the default; undefined when it is not valid. */
export function parseLeadRetentionMonths(raw: string | undefined): number | undefined {
  const text = raw?.trim() ?? "";
  if (text === "") return DEFAULT_LEAD_RETENTION_MONTHS;
  if (!/^\d+$/.test(text)) return undefined;
  const months = Number(text);
  return months >= 1 && months <= MAX_LEAD_RETENTION_MONTHS ? months : undefined;
}

/** The fixed periods; only the lead period is a setting. */
export const retentionPeriods = {
  mailDays: 30,
  unconfirmedDays: 7,
  codeMonths: 24,
  confirmationResendMinutes: 10,
  serverLogDays: 14,
  rateLimitWindowMinutes: 1,
  confirmationResends: 3,
} as const;

/** The figures the build saw (the browser gets the same, baked in). */
export function builtRetention(): Retention {
  const raw = fromSharedEnv("LEAD_RETENTION_MONTHS", "");
  const leadMonths = parseLeadRetentionMonths(raw);
  if (leadMonths === undefined) {
    throw new Error(`LEAD_RETENTION_MONTHS must be ${leadRetentionRule} (got "${raw}").`);
  }
  return { leadMonths, ...retentionPeriods };
}
