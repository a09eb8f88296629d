/**
 * Everything the site stores and reads back: leads, subscribers and their
 * discount codes (kept after they unsubscribe), the mail outbox, exports,
 * erasure and the retention purge.
 * Used by the API, the mail worker, the daily purge and the admin CLI.
 */
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";
import { type Retention, retentionPeriods } from "../../content/retention.ts";
import type { StoredAttribution } from "../../shared/forms/attribution.ts";
import { codeHolderOf, newDiscountCode } from "../discount-code.ts";
import { errorFields } from "../log.ts";
import { createBatcher } from "./batcher.ts";
import type { AppDb } from "./client.ts";
import { discountCodes, mailOutbox, submissions, subscribers } from "./schema.ts";

export interface LeadInput {
  endpointId: string;
  name: string;
  email: string;
  company: string;
  message: string;
  lang: string;
  idempotencyKey: string;
  /** Where the lead came from; fields the browser did not send are null. */
  attribution?: StoredAttribution;
}

export type Lead = typeof submissions.$inferSelect;
/** A subscriber with whether their discount code was used (it is kept with the code). */
export type Subscriber = typeof subscribers.$inferSelect & { codeRedeemedAt: Date | null };

export interface DateRange {
  from?: Date;
  to?: Date;
}

/** A newsletter signup and the proof of consent that goes with it. */
export interface SignupInput {
  email: string;
  lang: string;
  /** The form's endpoint id. */
  form: string;
  /** The page the form was on, when the browser said. */
  page: string | null;
  /** The version of the consent text the visitor saw, when the browser said. */
  consentVersion: string | null;
}

/**
 * What a signup did: a new pending subscriber (mailed), a pending one mailed
 * again, a pending one not mailed again this soon or not any more, or an
 * already confirmed one.
 */
export type SignupOutcome = "new" | "resent" | "resend-too-soon" | "resends-used-up" | "confirmed";

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unknown";

/**
 * What redeeming a code did. `emails` are its subscribed holders' addresses
 * (one mailbox may be subscribed under several spellings); a code nobody
 * subscribed holds any more is not valid (the offer's terms).
 */
export type RedeemOutcome =
  | { result: "redeemed"; emails: string[] }
  | { result: "already-redeemed"; emails: string[]; redeemedAt: Date }
  | { result: "unsubscribed" }
  | { result: "unknown" };

/** An issued code: one line per subscriber holding it, or one with no address once none does. */
export interface DiscountCode {
  code: string;
  email: string | null;
  issuedAt: Date;
  redeemedAt: Date | null;
}

/** What the retention purge deleted. */
export interface Purged {
  leads: number;
  mails: number;
  unconfirmed: number;
  codes: number;
}

/** What a mail in the outbox is about. */
export type OutboxMail =
  | { kind: "lead"; lead: Lead }
  | { kind: "confirmation" | "welcome"; subscriber: Subscriber };

/** A claimed mail: the claim token proves the lease is still this worker's. */
export interface OutboxJob {
  id: number;
  attempts: number;
  claimToken: string;
  /** Stable across retries: the Message-ID's local part. */
  messageId: string;
  mail: OutboxMail;
}

/** Lower-cased: one subscriber per address however it is typed. */
const emailKeyOf = (email: string) => email.trim().toLowerCase();

const minutesBefore = (time: Date, minutes: number) => new Date(time.getTime() - minutes * 60_000);

/** `time` minus whole calendar months or days, on the database's calendar. */
const before = (time: Date, amount: number, unit: "months" | "days") =>
  sql`${time.toISOString()}::timestamptz - make_interval(${sql.raw(unit)} => ${amount}::int)`;

/**
 * Two confirmations drew the same discount code (60 random bits: it will not
 * happen twice), or two spellings of one mailbox were confirmed at once.
 */
const isDuplicate = (error: unknown) => errorFields(error).code === "23505";

/** A subscriber's columns and whether their code was used. */
const subscriberColumns = {
  ...getTableColumns(subscribers),
  codeRedeemedAt: discountCodes.redeemedAt,
};
const withCode = eq(discountCodes.code, subscribers.discountCode);

/** Codes no subscriber holds any more. */
const unheld = sql`not exists (select 1 from ${subscribers} where ${subscribers.discountCode} = ${discountCodes.code})`;

export function createStore(db: AppDb) {
  const storeLead = createBatcher(
    (inputs: LeadInput[]): Promise<{ id: string; created: boolean }[]> =>
      db.transaction(async (tx) => {
        const inserted = await tx
          .insert(submissions)
          .values(inputs.map(({ attribution, ...lead }) => ({ ...lead, ...attribution })))
          .onConflictDoNothing({ target: [submissions.endpointId, submissions.idempotencyKey] })
          .returning({
            id: submissions.id,
            endpointId: submissions.endpointId,
            idempotencyKey: submissions.idempotencyKey,
          });
        if (inserted.length > 0) {
          await tx
            .insert(mailOutbox)
            .values(inserted.map((row) => ({ kind: "lead" as const, submissionId: row.id })));
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

    /**
     * A newsletter signup: a new address is stored as pending with its proof
     * of consent and gets a confirmation mail, in one transaction. Signing up
     * again while pending mails the confirmation again, but not while an
     * earlier one waits in the outbox, nor sooner than confirmationResendMinutes
     * after it, nor more than confirmationResends times in all; the first
     * signup's time and proof of consent stay as they are (so an unconfirmed
     * signup is purged in time however often it is repeated). A confirmed
     * address gets nothing.
     */
    async requestSubscription(input: SignupInput, now = new Date()): Promise<SignupOutcome> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(subscribers)
          .values({
            email: input.email,
            emailKey: emailKeyOf(input.email),
            createdAt: now,
            lang: input.lang,
            consentForm: input.form,
            consentPage: input.page,
            consentVersion: input.consentVersion,
            signedUpAt: now,
            confirmationSentAt: now,
            confirmationMails: 1,
          })
          .onConflictDoNothing({ target: subscribers.emailKey })
          .returning({ id: subscribers.id });
        if (created) {
          await tx.insert(mailOutbox).values({ kind: "confirmation", subscriberId: created.id });
          return "new";
        }
        const [known] = await tx
          .select({
            id: subscribers.id,
            status: subscribers.status,
            confirmationSentAt: subscribers.confirmationSentAt,
            confirmationMails: subscribers.confirmationMails,
          })
          .from(subscribers)
          .where(eq(subscribers.emailKey, emailKeyOf(input.email)))
          .for("update");
        if (!known) throw new Error("subscriber vanished");
        if (known.status === "confirmed") return "confirmed";
        const waiting = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.subscriberId, known.id),
              eq(mailOutbox.kind, "confirmation"),
              eq(mailOutbox.status, "pending"),
            ),
          )
          .limit(1);
        const resendFrom = minutesBefore(now, retentionPeriods.confirmationResendMinutes);
        if (
          waiting.length > 0 ||
          (known.confirmationSentAt && known.confirmationSentAt > resendFrom)
        ) {
          return "resend-too-soon";
        }
        if (known.confirmationMails > retentionPeriods.confirmationResends)
          return "resends-used-up";
        await tx
          .update(subscribers)
          .set({
            confirmationSentAt: now,
            confirmationMails: sql`${subscribers.confirmationMails} + 1`,
          })
          .where(eq(subscribers.id, known.id));
        await tx.insert(mailOutbox).values({ kind: "confirmation", subscriberId: known.id });
        return "resent";
      });
    },

    /**
     * Confirms a pending subscriber: gives them their mailbox's discount code
     * (issued now, or the one it was issued before, used or not) and queues
     * the welcome mail with it, in one transaction. Confirming again changes nothing.
     */
    async confirmSubscription(id: string, now = new Date()): Promise<ConfirmOutcome> {
      const attempt = () =>
        db.transaction(async (tx): Promise<ConfirmOutcome> => {
          const [row] = await tx
            .select({ status: subscribers.status, email: subscribers.email })
            .from(subscribers)
            .where(eq(subscribers.id, id))
            .for("update");
          if (!row) return "unknown";
          if (row.status === "confirmed") return "already-confirmed";
          const holder = codeHolderOf(row.email);
          const [held] = await tx
            .select({ code: discountCodes.code })
            .from(discountCodes)
            .where(eq(discountCodes.holder, holder));
          const code = held?.code ?? newDiscountCode();
          if (!held) await tx.insert(discountCodes).values({ code, holder, issuedAt: now });
          await tx
            .update(subscribers)
            .set({ status: "confirmed", confirmedAt: now, discountCode: code })
            .where(eq(subscribers.id, id));
          await tx.insert(mailOutbox).values({ kind: "welcome", subscriberId: id });
          return "confirmed";
        });
      try {
        return await attempt();
      } catch (error) {
        if (isDuplicate(error)) return attempt();
        throw error;
      }
    },

    async subscriberId(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.emailKey, emailKeyOf(email)));
      return row?.id;
    },

    /** Whether a subscriber is pending or confirmed; undefined when there is none (any more). */
    async subscriptionStatus(id: string): Promise<Subscriber["status"] | undefined> {
      const [row] = await db
        .select({ status: subscribers.status })
        .from(subscribers)
        .where(eq(subscribers.id, id));
      return row?.status;
    },

    async unsubscribe(id: string): Promise<boolean> {
      const rows = await db
        .delete(subscribers)
        .where(eq(subscribers.id, id))
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },

    /** The id of the lead stored under this key less than `withinMs` ago (on the database's clock). */
    async recentLeadId(
      endpointId: string,
      idempotencyKey: string,
      withinMs: number,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            eq(submissions.endpointId, endpointId),
            eq(submissions.idempotencyKey, idempotencyKey),
            sql`${submissions.createdAt} > now() - ${withinMs} * interval '1 millisecond'`,
          ),
        )
        .limit(1);
      return row?.id;
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
        .select(subscriberColumns)
        .from(subscribers)
        .leftJoin(discountCodes, withCode)
        .where(inRange(subscribers.createdAt, range))
        .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
    },

    /** Every issued discount code, oldest first, with who holds it now and whether it was used. */
    async discountCodes(): Promise<DiscountCode[]> {
      return db
        .select({
          code: discountCodes.code,
          email: subscribers.email,
          issuedAt: discountCodes.issuedAt,
          redeemedAt: discountCodes.redeemedAt,
        })
        .from(discountCodes)
        .leftJoin(subscribers, withCode)
        .orderBy(asc(discountCodes.issuedAt), asc(discountCodes.code), asc(subscribers.email));
    },

    /**
     * Marks a code used, once, while someone subscribed holds it. `code` in
     * its stored form (see normalizeDiscountCode).
     */
    async redeemCode(code: string, now = new Date()): Promise<RedeemOutcome> {
      return db.transaction(async (tx): Promise<RedeemOutcome> => {
        const [found] = await tx
          .select({ redeemedAt: discountCodes.redeemedAt })
          .from(discountCodes)
          .where(eq(discountCodes.code, code))
          .for("update");
        if (!found) return { result: "unknown" };
        const emails = (
          await tx
            .select({ email: subscribers.email })
            .from(subscribers)
            .where(eq(subscribers.discountCode, code))
            .orderBy(asc(subscribers.email))
        ).map((row) => row.email);
        if (emails.length === 0) return { result: "unsubscribed" };
        if (found.redeemedAt) {
          return { result: "already-redeemed", emails, redeemedAt: found.redeemedAt };
        }
        await tx.update(discountCodes).set({ redeemedAt: now }).where(eq(discountCodes.code, code));
        return { result: "redeemed", emails };
      });
    },

    /**
     * Gives the codes issued before holders were kept their holder's hash,
     * from the address of a subscriber holding them; idempotent, and quick once
     * done. One mailbox keeps one code: a second code of the same mailbox
     * stays without a holder.
     */
    async completeCodeHolders(): Promise<number> {
      const rows = await db
        .select({ code: discountCodes.code, email: subscribers.email })
        .from(discountCodes)
        .innerJoin(subscribers, withCode)
        .where(isNull(discountCodes.holder))
        .orderBy(asc(discountCodes.issuedAt));
      let completed = 0;
      for (const { code, email } of rows) {
        const holder = codeHolderOf(email);
        try {
          const updated = await db
            .update(discountCodes)
            .set({ holder })
            .where(and(eq(discountCodes.code, code), isNull(discountCodes.holder)))
            .returning({ code: discountCodes.code });
          completed += updated.length;
        } catch (error) {
          if (!isDuplicate(error)) throw error;
        }
      }
      return completed;
    },

    /**
     * GDPR erasure: every lead, subscription (with its proof of consent) and
     * mail of one address, and its mailbox's discount code unless another
     * spelling of the mailbox is still subscribed with it.
     */
    async erase(
      email: string,
    ): Promise<{ submissions: number; subscribers: number; codes: number; mails: number }> {
      const key = emailKeyOf(email);
      return db.transaction(async (tx) => {
        const leadIds = (
          await tx
            .select({ id: submissions.id })
            .from(submissions)
            .where(eq(sql`lower(${submissions.email})`, key))
        ).map((row) => row.id);
        const erased = await tx
          .select({ id: subscribers.id, code: subscribers.discountCode })
          .from(subscribers)
          .where(eq(subscribers.emailKey, key));
        const subscriberIds = erased.map((row) => row.id);
        const erasedCodes = erased.flatMap((row) => (row.code ? [row.code] : []));
        const mails =
          leadIds.length + subscriberIds.length
            ? (
                await tx
                  .delete(mailOutbox)
                  .where(
                    or(
                      leadIds.length ? inArray(mailOutbox.submissionId, leadIds) : undefined,
                      subscriberIds.length
                        ? inArray(mailOutbox.subscriberId, subscriberIds)
                        : undefined,
                    ),
                  )
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
        const subs = subscriberIds.length
          ? (
              await tx
                .delete(subscribers)
                .where(inArray(subscribers.id, subscriberIds))
                .returning({ id: subscribers.id })
            ).length
          : 0;
        const codes = await tx
          .delete(discountCodes)
          .where(
            and(
              or(
                eq(discountCodes.holder, codeHolderOf(email)),
                erasedCodes.length ? inArray(discountCodes.code, erasedCodes) : undefined,
              ),
              unheld,
            ),
          )
          .returning({ code: discountCodes.code });
        return { submissions: leads, subscribers: subs, codes: codes.length, mails };
      });
    },

    /**
     * Deletes what is past its retention period at `now`: leads older than
     * leadMonths (their mail goes with them), sent and failed mail older than
     * mailDays, signups nobody confirmed within unconfirmedDays, and discount
     * codes issued more than codeMonths ago that no subscriber holds any more.
     */
    async purge(retention: Retention, now = new Date()): Promise<Purged> {
      return db.transaction(async (tx) => {
        const mails = await tx
          .delete(mailOutbox)
          .where(
            and(
              inArray(mailOutbox.status, ["sent", "failed"]),
              lt(mailOutbox.createdAt, before(now, retention.mailDays, "days")),
            ),
          )
          .returning({ id: mailOutbox.id });
        const leads = await tx
          .delete(submissions)
          .where(lt(submissions.createdAt, before(now, retention.leadMonths, "months")))
          .returning({ id: submissions.id });
        const unconfirmed = await tx
          .delete(subscribers)
          .where(
            and(
              eq(subscribers.status, "pending"),
              lt(subscribers.signedUpAt, before(now, retention.unconfirmedDays, "days")),
            ),
          )
          .returning({ id: subscribers.id });
        const codes = await tx
          .delete(discountCodes)
          .where(
            and(lt(discountCodes.issuedAt, before(now, retention.codeMonths, "months")), unheld),
          )
          .returning({ code: discountCodes.code });
        return {
          leads: leads.length,
          mails: mails.length,
          unconfirmed: unconfirmed.length,
          codes: codes.length,
        };
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
            kind: mailOutbox.kind,
            submissionId: mailOutbox.submissionId,
            subscriberId: mailOutbox.subscriberId,
          });
        const ids = (key: "submissionId" | "subscriberId") =>
          claimed.flatMap((row) => (row[key] ? [row[key]] : []));
        const leadIds = ids("submissionId");
        const subscriberIds = ids("subscriberId");
        const leads = new Map(
          (leadIds.length
            ? await tx.select().from(submissions).where(inArray(submissions.id, leadIds))
            : []
          ).map((lead) => [lead.id, lead]),
        );
        const people = new Map(
          (subscriberIds.length
            ? await tx
                .select(subscriberColumns)
                .from(subscribers)
                .leftJoin(discountCodes, withCode)
                .where(inArray(subscribers.id, subscriberIds))
            : []
          ).map((subscriber) => [subscriber.id, subscriber]),
        );
        const mailOf = (row: (typeof claimed)[number]): OutboxMail | undefined => {
          if (row.kind === "lead") {
            const lead = row.submissionId ? leads.get(row.submissionId) : undefined;
            return lead && { kind: "lead", lead };
          }
          const subscriber = row.subscriberId ? people.get(row.subscriberId) : undefined;
          return subscriber && { kind: row.kind, subscriber };
        };
        return claimed.flatMap((row) => {
          const mail = mailOf(row);
          return mail
            ? [{ id: row.id, attempts: row.attempts, claimToken, messageId: row.messageId, mail }]
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
