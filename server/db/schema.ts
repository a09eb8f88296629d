/**
 * The database: contact leads, newsletter subscribers and their discount
 * codes, the mail outbox and the shared rate-limit counters.
 * The same schema serves embedded PGlite and PostgreSQL; the SQL that creates
 * it lives in migrations/ and runs at start-up.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: text("endpoint_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    message: text("message").notNull(),
    lang: text("lang").notNull(),
    /** From the Idempotency-Key header (or generated when absent): a retried request stores once. */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Where the lead came from (server/api/attribution.ts); no cookie or identifier involved.
    /** The page the form was sent from. */
    page: text("page"),
    /** The first page of the visit, without its query. */
    landingPage: text("landing_page"),
    /** The external page that led to the visit. */
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
  },
  (table) => [
    uniqueIndex("submissions_idempotency").on(table.endpointId, table.idempotencyKey),
    index("submissions_email").on(sql`lower(${table.email})`),
    index("submissions_created_at").on(table.createdAt),
  ],
);

/**
 * Newsletter subscribers. A signup is pending until confirmed from the page
 * its confirmation mail links to; confirming issues the discount code. The
 * proof of consent is kept with each: signed up and confirmed when, from which
 * form and page, in which language, having seen which consent text.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** Lower-cased address: one row per person however they type it. */
    emailKey: text("email_key").notNull(),
    /** The signup's language: the mails' and the confirmation page's. */
    lang: text("lang").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first signup: the proof of consent is its, and unconfirmed signups are purged counting from it. */
    signedUpAt: timestamp("signed_up_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The form's endpoint id. */
    consentForm: text("consent_form"),
    /** The page the form was on, as the browser reported it. */
    consentPage: text("consent_page"),
    /** The version of the consent text next to the form (shared/forms/fields.ts). */
    consentVersion: text("consent_version"),
    /** When the last confirmation mail was queued: repeats are limited by it. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /** How many confirmation mails were queued: repeats are limited by it too. */
    confirmationMails: integer("confirmation_mails").notNull().default(0),
    /** The code this subscriber was given (several spellings of one mailbox share one). */
    discountCode: text("discount_code").references(() => discountCodes.code),
  },
  (table) => [
    check("subscribers_status", sql`${table.status} in ('pending', 'confirmed')`),
    check(
      "subscribers_confirmed",
      sql`(${table.status} = 'confirmed') = (${table.confirmedAt} is not null and ${table.discountCode} is not null)`,
    ),
    uniqueIndex("subscribers_email_key").on(table.emailKey),
    index("subscribers_discount_code").on(table.discountCode),
    index("subscribers_created_at").on(table.createdAt),
    index("subscribers_pending_signed_up_at")
      .on(table.signedUpAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Every discount code issued, and whether it was used. A code stays when its
 * subscriber unsubscribes, kept with a hash of the mailbox it was issued to
 * (never the address itself; see server/discount-code.ts), so the offer comes
 * once per person: signing up again, or with another spelling of the same
 * mailbox, brings back the same code. Purged after its retention period once
 * no subscriber holds it; erased with the address on request.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    code: text("code").primaryKey(),
    /** The hash of the holder's mailbox; null only for a code issued before it was kept, until the server computes it. */
    holder: text("holder").unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (table) => [index("discount_codes_issued_at").on(table.issuedAt)],
);

export const mailKinds = ["lead", "confirmation", "welcome"] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * Mail waiting to be sent, and what became of it: a lead's notification to
 * the agency, or a confirmation or welcome mail to a subscriber. Each row
 * goes with its lead or subscriber when they are deleted.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: mailKinds }).notNull(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => subscribers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Set by each claim: only the worker holding this claim may record the result. */
    claimToken: uuid("claim_token"),
    /** The mail's Message-ID (with the site's host), the same on every retry. */
    messageId: uuid("message_id").notNull().defaultRandom(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("mail_outbox_status", sql`${table.status} in ('pending', 'sent', 'failed')`),
    check(
      "mail_outbox_kind",
      sql`(${table.kind} = 'lead' and ${table.submissionId} is not null and ${table.subscriberId} is null) or (${table.kind} in ('confirmation', 'welcome') and ${table.subscriberId} is not null and ${table.submissionId} is null)`,
    ),
    index("mail_outbox_due").on(table.status, table.nextAttemptAt),
    index("mail_outbox_submission").on(table.submissionId),
    index("mail_outbox_subscriber").on(table.subscriberId),
    index("mail_outbox_created_at").on(table.createdAt),
    uniqueIndex("mail_outbox_message_id").on(table.messageId),
  ],
);

/** Fixed-window counters (PostgreSQL; an unlogged table, see the migration). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_window_ends_at").on(table.windowEndsAt)],
);

export const schema = { submissions, subscribers, discountCodes, mailOutbox, rateLimits };
export type Schema = typeof schema;
