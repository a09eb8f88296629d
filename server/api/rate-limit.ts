/**
 * Fixed-window counters per client IP and endpoint, and per endpoint. They
 * live in this process: with several instances each enforces its own limits.
 */
export interface RateLimiter {
  /** Counts one request; returns the seconds to wait when over a limit, or 0. */
  hit(ip: string, endpointId: string, now?: number): number;
}

export function createRateLimiter(limits: {
  perIp: number;
  perEndpoint: number;
  windowMs: number;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  function count(key: string, limit: number, now: number): number {
    const current = windows.get(key);
    if (!current || now - current.start >= limits.windowMs) {
      windows.set(key, { start: now, count: 1 });
      return 1 <= limit ? 0 : Math.ceil(limits.windowMs / 1000);
    }
    current.count++;
    if (current.count <= limit) return 0;
    return Math.max(1, Math.ceil((current.start + limits.windowMs - now) / 1000));
  }

  return {
    hit(ip, endpointId, now = Date.now()) {
      if (now - lastSweep > limits.windowMs) {
        lastSweep = now;
        for (const [key, value] of windows) {
          if (now - value.start >= limits.windowMs) windows.delete(key);
        }
      }
      const perIp = count(`ip:${ip}:${endpointId}`, limits.perIp, now);
      const perEndpoint = count(`endpoint:${endpointId}`, limits.perEndpoint, now);
      return Math.max(perIp, perEndpoint);
    },
  };
}
