/**
 * Form rate limits: fixed windows, counted in two places so that nobody can
 * use up what others get. Every request to a form counts against its sender's
 * address (an IPv6 sender's /64, and the /48 around it); only submissions
 * that would be stored (under the address's limit, with the right key and
 * valid fields, and not caught as spam) count against the form's shared
 * allowance. A flood from one address, or of quietly discarded spam, is
 * refused by the sender's own counter and changes nothing for anyone else.
 *
 * The counters live in memory with the embedded database (one process) and in
 * PostgreSQL otherwise, so every instance sees the same numbers.
 */
import { lt, sql } from "drizzle-orm";
import { createBatcher } from "../db/batcher.ts";
import type { AppDb } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { errorFields } from "../log.ts";
import { networkOf } from "./client-address.ts";

export interface Counters {
  /** Adds a hit to key's current window: the hits in it so far and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{ hits: number; msLeft: number }>;
}

/**
 * Counters in this process, at most `maxKeys` of them: when a flood of
 * distinct addresses fills them, the oldest window is forgotten first.
 */
export function memoryCounters(
  maxKeys = 100_000,
  now: () => number = Date.now,
): Counters & { readonly size: number } {
  // Every window has the same length, so insertion order is the order in
  // which windows end: the first entries are the ones to drop.
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const dropFirst = () => {
    const first = windows.keys().next();
    if (!first.done) windows.delete(first.value);
  };
  return {
    get size() {
      return windows.size;
    },
    async hit(key, windowMs) {
      const time = now();
      // Each hit clears at most one ended window: the map never outlives its traffic.
      const oldest = windows.values().next();
      if (!oldest.done && oldest.value.endsAt <= time) dropFirst();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        windows.delete(key);
        if (windows.size >= maxKeys) dropFirst();
        window = { hits: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.hits++;
      return { hits: window.hits, msLeft: window.endsAt - time };
    },
  };
}

const isDeadlock = (error: unknown) => errorFields(error).code === "40P01";

/**
 * Counters in PostgreSQL, on the database's clock. Hits that arrive while a
 * statement is in flight go together into the next one (group commit, as for
 * leads): one atomic upsert per batch, a key hit n times adding n at once.
 *
 * The upsert locks its rows in the order it lists them, so every instance
 * lists them sorted by key: two instances batching the same keys could
 * otherwise each wait for a row the other holds (a deadlock, which PostgreSQL
 * ends by failing one batch, and every request in it). The sweep of ended
 * windows locks rows in its own order, so a batch that still meets a deadlock
 * is tried once more.
 */
export function databaseCounters(db: AppDb): Counters {
  let lastSweep = 0;
  const ended = sql`${rateLimits.windowEndsAt} <= now()`;
  const upsert = (batch: [string, { count: number; windowMs: number }][]) =>
    db
      .insert(rateLimits)
      .values(
        batch.map(([key, { count, windowMs }]) => ({
          key,
          hits: count,
          windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN excluded.hits ELSE ${rateLimits.hits} + excluded.hits END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
        },
      })
      .returning({
        key: rateLimits.key,
        hits: rateLimits.hits,
        msLeft: sql`extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000`.mapWith(Number),
      });
  const hitAll = createBatcher(async (hits: { key: string; windowMs: number }[]) => {
    const batch = new Map<string, { count: number; windowMs: number }>();
    for (const { key, windowMs } of hits) {
      const entry = batch.get(key) ?? { count: 0, windowMs };
      entry.count++;
      batch.set(key, entry);
    }
    const sorted = [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const rows = await upsert(sorted).catch((error: unknown) => {
      if (isDeadlock(error)) return upsert(sorted);
      throw error;
    });
    const totals = new Map(rows.map((row) => [row.key, row]));
    // A key's hits in this batch are the last ones of its total, in arrival order.
    const counted = new Map<string, number>();
    return hits.map(({ key }) => {
      const total = totals.get(key);
      const inBatch = batch.get(key)?.count ?? 0;
      if (!total) throw new Error("rate-limit counter not returned");
      const before = counted.get(key) ?? 0;
      counted.set(key, before + 1);
      return { hits: total.hits - inBatch + before + 1, msLeft: total.msLeft };
    });
  });
  return {
    hit(key, windowMs) {
      if (Date.now() - lastSweep > windowMs) {
        lastSweep = Date.now();
        // Ended windows are dead weight; a failed sweep is simply retried next window.
        void db
          .delete(rateLimits)
          .where(lt(rateLimits.windowEndsAt, sql`now()`))
          .catch(() => {});
      }
      return hitAll({ key, windowMs });
    },
  };
}

/** Requests per client address (IPv6: per /64) and per IPv6 /48 in each window. */
export interface AddressLimits {
  perAddress: number;
  perNetwork: number;
  windowMs: number;
}

export interface AddressLimiter {
  /**
   * Counts a request from one client to one scope (a form, the pages),
   * against its address and, for IPv6, its /48 too: seconds to wait when
   * over either limit, or 0.
   */
  address(clientKey: string, scope: string): Promise<number>;
}

export interface RateLimiter extends AddressLimiter {
  /** Counts a submission that will be stored: seconds to wait when the form is full, or 0. */
  form(endpointId: string): Promise<number>;
  /**
   * Counts a form the browser posted without the page's script, which leaves
   * the spam check without a fill time: a stricter allowance per address.
   */
  scriptless(clientKey: string, endpointId: string): Promise<number>;
}

/** Keys remembered as refused; a flood of distinct ones forgets the oldest first. */
const MAX_REFUSED = 10_000;

/** Counts a hit against a key's limit: seconds to wait when over it, or 0. */
function windowedLimit(windowMs: number, counters: Counters, now: () => number) {
  // A key over its limit stays over until its window ends, so later hits in
  // that window are refused here without asking the counters again: a flood
  // costs no database round trips.
  const refusedUntil = new Map<string, number>();
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return async (key: string, limit: number) => {
    const time = now();
    const until = refusedUntil.get(key);
    if (until !== undefined && until > time) return seconds(until - time);
    refusedUntil.delete(key);
    const { hits, msLeft } = await counters.hit(key, windowMs);
    if (hits <= limit) return 0;
    if (refusedUntil.size >= MAX_REFUSED) {
      const oldest = refusedUntil.keys().next();
      if (!oldest.done) refusedUntil.delete(oldest.value);
    }
    refusedUntil.set(key, time + msLeft);
    return seconds(msLeft);
  };
}

function addressLimit(limits: AddressLimits, wait: ReturnType<typeof windowedLimit>) {
  return async (clientKey: string, scope: string) => {
    const own = await wait(`address:${scope}:${clientKey}`, limits.perAddress);
    const network = networkOf(clientKey);
    // What its own limit refuses takes nothing from the neighbours in its /48.
    if (own > 0 || !network) return own;
    return wait(`network:${scope}:${network}`, limits.perNetwork);
  };
}

/** Per-client limits alone (the pages). */
export function createAddressLimiter(
  limits: AddressLimits,
  counters: Counters,
  now: () => number = Date.now,
): AddressLimiter {
  return { address: addressLimit(limits, windowedLimit(limits.windowMs, counters, now)) };
}

/** A form's limits: per client, and the form's shared allowance. */
export function createRateLimiter(
  limits: AddressLimits & { perForm: number; perAddressScriptless: number },
  counters: Counters,
  now: () => number = Date.now,
): RateLimiter {
  const wait = windowedLimit(limits.windowMs, counters, now);
  return {
    address: addressLimit(limits, wait),
    form: (endpointId) => wait(`form:${endpointId}`, limits.perForm),
    scriptless: (clientKey, endpointId) =>
      wait(`scriptless:${endpointId}:${clientKey}`, limits.perAddressScriptless),
  };
}
