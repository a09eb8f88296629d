/**
 * The links in mail to newsletter subscribers: the subscriber id signed with
 * HMAC-SHA256 for one purpose, so nobody can act for someone else, and a
 * link made for one purpose does nothing for the other (an unsubscribe link
 * cannot confirm a signup, nor a confirmation link unsubscribe anyone).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "../../shared/lang.ts";

export type LinkPurpose = "unsubscribe" | "confirm";

export const UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";
export const CONFIRM_PATH = "/api/newsletter/confirm";

const sign = (secret: string, purpose: LinkPurpose, id: string) =>
  createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");

export function subscriberToken(
  secret: string,
  purpose: LinkPurpose,
  subscriberId: string,
): string {
  return `${subscriberId}.${sign(secret, purpose, subscriberId)}`;
}

/** The subscriber id of a genuine token for this purpose; undefined for anything else. */
export function verifySubscriberToken(
  secret: string,
  purpose: LinkPurpose,
  token: string,
): string | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(sign(secret, purpose, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? match[1]
    : undefined;
}

export function unsubscribeUrl(siteUrl: string, secret: string, subscriberId: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?token=${subscriberToken(secret, "unsubscribe", subscriberId)}`;
}

/** The confirmation page in the signup's language. */
export function confirmUrl(
  siteUrl: string,
  secret: string,
  subscriberId: string,
  lang: Lang,
): string {
  return `${siteUrl}${CONFIRM_PATH}?token=${subscriberToken(secret, "confirm", subscriberId)}&lang=${lang}`;
}
