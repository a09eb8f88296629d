import { describe, expect, it } from "vitest";
import { type Counters, createRateLimiter, memoryCounters } from "./rate-limit.ts";

describe("rate limits", () => {
  const limits = {
    perAddress: 2,
    perNetwork: 3,
    perForm: 3,
    perAddressScriptless: 1,
    windowMs: 60_000,
  };

  it("limits each address per form, then forgets it after the window", async () => {
    let now = 0;
    const clock = () => now;
    const limiter = createRateLimiter(limits, memoryCounters(100, clock), clock);
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(0);
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(0);
    now = 1000;
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(59);
    expect(await limiter.address("1.1.1.1", "newsletter")).toBe(0);
    expect(await limiter.address("2.2.2.2", "kontakt")).toBe(0);
    now = 60_001;
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(0);
  });

  it("limits an IPv6 /48 too, counting only what each /64's own limit lets through", async () => {
    const limiter = createRateLimiter(limits, memoryCounters());
    // Each /64 may send two; their /48 three in all.
    expect(await limiter.address("2001:db8:1:1::/64", "kontakt")).toBe(0);
    expect(await limiter.address("2001:db8:1:1::/64", "kontakt")).toBe(0);
    expect(await limiter.address("2001:db8:1:1::/64", "kontakt")).toBeGreaterThan(0);
    expect(await limiter.address("2001:db8:1:2::/64", "kontakt")).toBe(0);
    expect(await limiter.address("2001:db8:1:3::/64", "kontakt")).toBeGreaterThan(0);
    // Another /48, another form, and IPv4 addresses are counted on their own.
    expect(await limiter.address("2001:db8:2:1::/64", "kontakt")).toBe(0);
    expect(await limiter.address("2001:db8:1:3::/64", "newsletter")).toBe(0);
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
      expect(await limiter.address(address, "kontakt")).toBe(0);
    }
  });

  it("counts the form's shared allowance apart from any address", async () => {
    const limiter = createRateLimiter(limits, memoryCounters());
    for (let i = 0; i < 10; i++) await limiter.address("6.6.6.6", "kontakt");
    expect(await limiter.form("kontakt")).toBe(0);
    expect(await limiter.form("kontakt")).toBe(0);
    expect(await limiter.form("kontakt")).toBe(0);
    expect(await limiter.form("kontakt")).toBeGreaterThan(0);
    expect(await limiter.form("newsletter")).toBe(0);
  });

  it("holds at most the given number of counters however many addresses call", async () => {
    let now = 0;
    const clock = () => now;
    const counters = memoryCounters(1000, clock);
    const limiter = createRateLimiter(limits, counters, clock);
    for (let i = 0; i < 20_000; i++) {
      await limiter.address(`2001:db8:${i.toString(16)}::/64`, "kontakt");
      now++;
    }
    expect(counters.size).toBe(1000);
    // Once the flood's windows have ended, ordinary traffic clears them away.
    now += limits.windowMs;
    for (let i = 0; i < 1000; i++) await counters.hit("address:kontakt:203.0.113.9", 60_000);
    expect(counters.size).toBe(1);
  });

  it("refuses an address over its limit without asking the counters again until the window ends", async () => {
    let now = 0;
    const memory = memoryCounters(100, () => now);
    let asked = 0;
    const counting: Counters = {
      hit: (key, windowMs) => {
        asked++;
        return memory.hit(key, windowMs);
      },
    };
    const limiter = createRateLimiter(limits, counting, () => now);
    for (let i = 0; i < 50; i++) await limiter.address("6.6.6.6", "kontakt");
    expect(asked).toBe(3);
    now = 30_000;
    expect(await limiter.address("6.6.6.6", "kontakt")).toBe(30);
    expect(asked).toBe(3);
    now = 60_000;
    expect(await limiter.address("6.6.6.6", "kontakt")).toBe(0);
    expect(asked).toBe(4);
  });
});
