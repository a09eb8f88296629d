/**
 * The database: contact leads, newsletter subscribers and the mail outbox.
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
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("mail_outbox_status", sql`${table.status} in ('pending', 'sent', 'failed')`),
    index("mail_outbox_due").on(table.status, table.nextAttemptAt),
    index("mail_outbox_submission").on(table.submissionId),
  ],
);

export const schema = { submissions, subscribers, mailOutbox };
export type Schema = typeof schema;
