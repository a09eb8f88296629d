/**
 * Everything the site stores and reads back: leads, subscribers, the mail
 * outbox, exports and erasure. Used by the API, the mail worker and the admin CLI.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { createBatcher } from "./batcher.ts";
import type { AppDb } from "./client.ts";
import { mailOutbox, submissions, subscribers } from "./schema.ts";

export interface LeadInput {
  endpointId: string;
  name: string;
  email: string;
  company: string;
  message: string;
  lang: string;
  idempotencyKey: string;
}

export type Lead = typeof submissions.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;

export interface DateRange {
  from?: Date;
  to?: Date;
}

/** A claimed mail: the claim token proves the lease is still this worker's. */
export interface OutboxJob {
  id: number;
  attempts: number;
  claimToken: string;
  /** Stable across retries: the Message-ID's local part. */
  messageId: string;
  lead: Lead;
}

export function createStore(db: AppDb) {
  const storeLead = createBatcher(
    (inputs: LeadInput[]): Promise<{ id: string; created: boolean }[]> =>
      db.transaction(async (tx) => {
        const inserted = await tx
          .insert(submissions)
          .values(inputs)
          .onConflictDoNothing({ target: [submissions.endpointId, submissions.idempotencyKey] })
          .returning({
            id: submissions.id,
            endpointId: submissions.endpointId,
            idempotencyKey: submissions.idempotencyKey,
          });
        if (inserted.length > 0) {
          await tx.insert(mailOutbox).values(inserted.map((row) => ({ submissionId: row.id })));
        }
        const keyOf = (row: { endpointId: string; idempotencyKey: string }) =>
          `${row.endpointId}\u0000${row.idempotencyKey}`;
        const created = new Map(inserted.map((row) => [keyOf(row), row.id]));
        const missing = inputs.filter((input) => !created.has(keyOf(input)));
        const existing = new Map<string, string>();
        if (missing.length > 0) {
          const rows = await tx
            .select({
              id: submissions.id,
              endpointId: submissions.endpointId,
              idempotencyKey: submissions.idempotencyKey,
            })
            .from(submissions)
            .where(
              inArray(
                submissions.idempotencyKey,
                missing.map((input) => input.idempotencyKey),
              ),
            );
          for (const row of rows) existing.set(keyOf(row), row.id);
        }
        // The first of several identical keys in one batch is the one created.
        const answered = new Set<string>();
        return inputs.map((input) => {
          const key = keyOf(input);
          const id = created.get(key);
          if (id && !answered.has(key)) {
            answered.add(key);
            return { id, created: true };
          }
          const earlier = id ?? existing.get(key);
          if (!earlier) throw new Error("idempotent lead vanished");
          return { id: earlier, created: false };
        });
      }),
  );

  return {
    /**
     * Stores a lead and its notification in one transaction; a repeated key
     * returns the first id. Concurrent calls share a transaction (group commit).
     */
    storeLead,

    /** Adds an address once; signing up again is accepted and changes nothing. */
    async subscribe(email: string, lang: string): Promise<{ id: string; created: boolean }> {
      const emailKey = email.trim().toLowerCase();
      const [row] = await db
        .insert(subscribers)
        .values({ email, emailKey, lang })
        .onConflictDoNothing({ target: subscribers.emailKey })
        .returning({ id: subscribers.id });
      if (row) return { id: row.id, created: true };
      const [existing] = await db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.emailKey, emailKey));
      if (!existing) throw new Error("subscriber vanished");
      return { id: existing.id, created: false };
    },

    async subscriberId(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.emailKey, email.trim().toLowerCase()));
      return row?.id;
    },

    async unsubscribe(id: string): Promise<boolean> {
      const rows = await db
        .delete(subscribers)
        .where(eq(subscribers.id, id))
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },

    async leads(range: DateRange = {}): Promise<Lead[]> {
      return db
        .select()
        .from(submissions)
        .where(inRange(submissions.createdAt, range))
        .orderBy(asc(submissions.createdAt), asc(submissions.id));
    },

    async subscribers(range: DateRange = {}): Promise<Subscriber[]> {
      return db
        .select()
        .from(subscribers)
        .where(inRange(subscribers.createdAt, range))
        .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
    },

    /** GDPR erasure: every lead, subscription and queued mail of one address. */
    async erase(
      email: string,
    ): Promise<{ submissions: number; subscribers: number; mails: number }> {
      const key = email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const leadIds = (
          await tx
            .select({ id: submissions.id })
            .from(submissions)
            .where(eq(sql`lower(${submissions.email})`, key))
        ).map((row) => row.id);
        const mails = leadIds.length
          ? (
              await tx
                .delete(mailOutbox)
                .where(inArray(mailOutbox.submissionId, leadIds))
                .returning({ id: mailOutbox.id })
            ).length
          : 0;
        const leads = leadIds.length
          ? (
              await tx
                .delete(submissions)
                .where(inArray(submissions.id, leadIds))
                .returning({ id: submissions.id })
            ).length
          : 0;
        const subs = (
          await tx
            .delete(subscribers)
            .where(eq(subscribers.emailKey, key))
            .returning({ id: subscribers.id })
        ).length;
        return { submissions: leads, subscribers: subs, mails };
      });
    },

    /**
     * Claims due mails for this worker: rows locked by another instance are
     * skipped (FOR UPDATE SKIP LOCKED) and each claim holds a lease under a
     * new claim token, so a crashed worker's mail is picked up again once the
     * lease runs out, and the worker it was taken from can no longer record a result.
     */
    async claimMail(limit: number, leaseMs: number, now = new Date()): Promise<OutboxJob[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.status, "pending"),
              lte(mailOutbox.nextAttemptAt, now),
              or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
            ),
          )
          .orderBy(asc(mailOutbox.id))
          .limit(limit)
          .for("update", { skipLocked: true });
        if (due.length === 0) return [];
        const claimToken = crypto.randomUUID();
        const claimed = await tx
          .update(mailOutbox)
          .set({
            lockedUntil: new Date(now.getTime() + leaseMs),
            attempts: sql`${mailOutbox.attempts} + 1`,
            claimToken,
          })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning({
            id: mailOutbox.id,
            attempts: mailOutbox.attempts,
            messageId: mailOutbox.messageId,
            submissionId: mailOutbox.submissionId,
          });
        const leads = await tx
          .select()
          .from(submissions)
          .where(
            inArray(
              submissions.id,
              claimed.map((row) => row.submissionId),
            ),
          );
        const byId = new Map(leads.map((lead) => [lead.id, lead]));
        return claimed.flatMap((row) => {
          const lead = byId.get(row.submissionId);
          return lead
            ? [{ id: row.id, attempts: row.attempts, claimToken, messageId: row.messageId, lead }]
            : [];
        });
      });
    },

    /** Extends a claim's lease; false when the claim is no longer this worker's. */
    async renewLease(job: OutboxJob, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ lockedUntil: new Date(Date.now() + leaseMs) })
        .where(claimedBy(job))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Records a sent mail; false when another worker has claimed it since. */
    async mailSent(job: OutboxJob): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(claimedBy(job))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Records a failed attempt (retried at retryAt, or given up); false when the claim is lost. */
    async mailFailed(job: OutboxJob, error: string, retryAt: Date | null): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set(
          retryAt
            ? { nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
            : { status: "failed", lockedUntil: null, lastError: error },
        )
        .where(claimedBy(job))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    async outboxStatus(): Promise<{
      pending: number;
      sent: number;
      failed: number;
      oldestPending: Date | null;
    }> {
      const rows = await db
        .select({
          status: mailOutbox.status,
          n: count(),
          oldest: sql<string | null>`min(${mailOutbox.createdAt})`,
        })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const by = (status: string) => rows.find((row) => row.status === status);
      const oldest = by("pending")?.oldest;
      return {
        pending: by("pending")?.n ?? 0,
        sent: by("sent")?.n ?? 0,
        failed: by("failed")?.n ?? 0,
        oldestPending: oldest ? new Date(oldest) : null,
      };
    },
  };
}

export type Store = ReturnType<typeof createStore>;

/** A pending mail still held by the job's claim. */
const claimedBy = (job: OutboxJob) =>
  and(
    eq(mailOutbox.id, job.id),
    eq(mailOutbox.claimToken, job.claimToken),
    eq(mailOutbox.status, "pending"),
  );

function inRange(
  column: typeof submissions.createdAt | typeof subscribers.createdAt,
  range: DateRange,
) {
  return and(
    range.from ? gte(column, range.from) : undefined,
    range.to ? lt(column, range.to) : undefined,
  );
}
