/**
 * The database: contact leads, newsletter subscribers, the mail outbox and
 * the shared rate-limit counters.
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
  },
  (table) => [
    uniqueIndex("submissions_idempotency").on(table.endpointId, table.idempotencyKey),
    index("submissions_email").on(sql`lower(${table.email})`),
    index("submissions_created_at").on(table.createdAt),
  ],
);

export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** Lower-cased address: one row per person however they type it. */
    emailKey: text("email_key").notNull(),
    lang: text("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscribers_email_key").on(table.emailKey),
    index("subscribers_created_at").on(table.createdAt),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
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
    index("mail_outbox_due").on(table.status, table.nextAttemptAt),
    index("mail_outbox_submission").on(table.submissionId),
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

export const schema = { submissions, subscribers, mailOutbox, rateLimits };
export type Schema = typeof schema;
