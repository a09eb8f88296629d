import { describe, expect, it } from "vitest";
import { clientKey, clientKeyOf, networkOf } from "./client-address.ts";

describe("client addresses for rate limits", () => {
  it("keys IPv4 as it is and IPv6 by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientKey("2001:db8:aa:bb::99")).toBe(clientKey("2001:DB8:AA:BB:ffff::1"));
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("not an address")).toBe("unknown");
  });

  it("names the /48 around an IPv6 client's /64, and none for IPv4", () => {
    expect(networkOf(clientKey("2001:db8:aa:bb:1:2:3:4"))).toBe("2001:db8:aa::/48");
    expect(networkOf(clientKey("2001:db8:aa:ffff::1"))).toBe("2001:db8:aa::/48");
    expect(networkOf(clientKey("2001:db8::1"))).toBe("2001:db8:0::/48");
    expect(networkOf(clientKey("203.0.113.7"))).toBeUndefined();
    expect(networkOf(clientKey("::ffff:198.51.100.4"))).toBeUndefined();
    expect(networkOf("unknown")).toBeUndefined();
  });

  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(clientKeyOf("198.51.100.1", "203.0.113.7", 0)).toBe("198.51.100.1");
  });

  it("takes the address the nearest trusted proxy saw, whatever the client wrote before it", () => {
    // One proxy: it appended the client.
    expect(clientKeyOf("10.0.0.2", "203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientKeyOf("10.0.0.2", "6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    // A CDN and a proxy: the CDN appended the client, the proxy the CDN.
    expect(clientKeyOf("10.0.0.2", "6.6.6.6, 203.0.113.7, 192.0.2.50", 2)).toBe("203.0.113.7");
    expect(clientKeyOf("10.0.0.2", "[2001:db8:1:2::5]:443, 192.0.2.50", 2)).toBe(
      "2001:db8:1:2::/64",
    );
    expect(clientKeyOf("10.0.0.2", "203.0.113.7:51234", 1)).toBe("203.0.113.7");
  });

  it("counts a proxy that wrote no address, or a huge header, as the proxy itself", () => {
    expect(clientKeyOf("10.0.0.2", "garbage", 1)).toBe("10.0.0.2");
    expect(clientKeyOf("10.0.0.2", `${"x".repeat(16_000)}`, 1)).toBe("10.0.0.2");
    expect(clientKeyOf("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
  });
});
