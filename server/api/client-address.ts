/**
 * Who is asking, as the rate limits count it. Behind proxies the connection
 * comes from the nearest proxy, and each proxy appends the address it got the
 * request from to X-Forwarded-For; so behind `hops` trusted proxies the client
 * is the `hops`-th address from the right of [...X-Forwarded-For, peer].
 * Entries further left were written by the client and are ignored.
 */
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Strips the brackets and port some proxies add: "[2001:db8::1]:443", "203.0.113.7:5123". */
function bareAddress(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) return bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return withPort?.[1] ?? text;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The rate-limit key of an address: IPv4 as it is, IPv6 by its /64 (one
 * household or server usually owns a whole /64 and can pick any address in it).
 */
export function clientKey(address: string): string {
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return "unknown";
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    // An IPv4 client on a dual-stack socket (::ffff:203.0.113.7).
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The /48 around an IPv6 client's /64 (its key, see clientKey), or undefined
 * for IPv4. A /48 is what a site usually gets from its provider: an address
 * holder can pick any of its 65 536 /64s, so it is counted too.
 */
export function networkOf(key: string): string | undefined {
  const groups = /^(\w+:\w+:\w+):\w+::\/64$/.exec(key);
  return groups ? `${groups[1]}::/48` : undefined;
}

/** The address of the client behind `hops` trusted proxies (0: the peer itself); "" when unknown. */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string {
  if (hops === 0 || !forwardedFor) return peer ?? "";
  const chain = forwardedFor.split(",");
  // Fewer entries than proxies: the request skipped one; the leftmost is the best guess.
  const entry = bareAddress(chain[Math.max(0, chain.length - hops)] ?? "");
  // A trusted proxy that wrote no address: its client is the proxy itself.
  return isIP(entry) ? entry : (peer ?? "");
}

/** The rate-limit key of the client behind `hops` trusted proxies (0: the peer itself). */
export function clientKeyOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string {
  return clientKey(clientAddressOf(peer, forwardedFor, hops));
}

/** The address of the client of a request to the app on Node's HTTP server ("" when unknown). */
export function requestClientAddress(c: Context, hops: number): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // Not a Node socket (a test calling the app directly): no peer to count.
  }
  return clientAddressOf(peer, c.req.header("X-Forwarded-For"), hops);
}

/** The rate-limit key of the client of a request to the app on Node's HTTP server. */
export function requestClientKey(c: Context, hops: number): string {
  return clientKey(requestClientAddress(c, hops));
}
