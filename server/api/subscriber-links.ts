/** Unsubscribe links: the subscriber id signed with HMAC-SHA256, so nobody can unsubscribe someone else. */
import { createHmac, timingSafeEqual } from "node:crypto";

const sign = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${id}`).digest("base64url");

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${sign(secret, subscriberId)}`;
}

/** The subscriber id of a genuine token; undefined for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? match[1]
    : undefined;
}

export const UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

export function unsubscribeUrl(siteUrl: string, secret: string, subscriberId: string): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, subscriberId)}`;
}
