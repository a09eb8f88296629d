import { describe, expect, it } from "vitest";
import { createRateLimiter, memoryCounters } from "./rate-limit.ts";

describe("rate limits", () => {
  const limits = { perAddress: 2, perForm: 3, windowMs: 60_000 };

  it("limits each address per form, then forgets it after the window", async () => {
    let now = 0;
    const limiter = createRateLimiter(
      limits,
      memoryCounters(100, () => now),
    );
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(0);
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(0);
    now = 1000;
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(59);
    expect(await limiter.address("1.1.1.1", "newsletter")).toBe(0);
    expect(await limiter.address("2.2.2.2", "kontakt")).toBe(0);
    now = 60_001;
    expect(await limiter.address("1.1.1.1", "kontakt")).toBe(0);
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
    const counters = memoryCounters(1000, () => now);
    const limiter = createRateLimiter(limits, counters);
    for (let i = 0; i < 20_000; i++) {
      await limiter.address(`2001:db8:${i.toString(16)}::/64`, "kontakt");
      now++;
    }
    expect(counters.size).toBe(1000);
    // Once the flood's windows have ended, ordinary traffic clears them away.
    now += limits.windowMs;
    for (let i = 0; i < 1000; i++) await limiter.address("203.0.113.9", "kontakt");
    expect(counters.size).toBe(1);
  });
});
