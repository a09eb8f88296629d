/**
 * Headers of every mail sent to a newsletter subscriber: RFC 2369
 * List-Unsubscribe with the subscriber's signed link, and RFC 8058 one-click,
 * which lets the mail program unsubscribe with one POST to that link (no page
 * to open, nothing a link scanner can trigger by fetching it).
 */
import { unsubscribeUrl } from "../api/subscriber-links.ts";

export function subscriberHeaders(
  siteUrl: string,
  secret: string,
  subscriberId: string,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(siteUrl, secret, subscriberId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
