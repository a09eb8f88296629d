import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("server configuration", () => {
  it("has a default for everything and treats blank as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: " " });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxyHops).toBe(0);
    expect(config.rateLimits).toEqual({
      perAddress: 10,
      perNetwork: 30,
      perForm: 300,
      perAddressScriptless: 3,
      windowMs: 60_000,
    });
    expect(config.mail.leaseMs).toBe(120_000);
    expect(config.http.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(config.logRequests).toBe(true);
    expect(config.retention).toEqual({
      leadMonths: 12,
      mailDays: 30,
      unconfirmedDays: 7,
      codeMonths: 24,
      confirmationResendMinutes: 10,
      serverLogDays: 14,
      rateLimitWindowMinutes: 1,
      confirmationResends: 3,
    });
  });

  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      TRUST_PROXY: "2",
      FORM_MIN_FILL_MS: "0",
      LOG_REQUESTS: "0",
      SMTP_URL: "smtp://mail.example:587",
    });
    expect(config.port).toBe(8080);
    expect(config.trustProxyHops).toBe(2);
    expect([...config.endpoints.values()].map((endpoint) => endpoint.minFillMs)).toEqual([0, 0]);
    expect(config.logRequests).toBe(false);
    expect(config.mail.smtpUrl).toBe("smtp://mail.example:587");
    expect(loadConfig({ LEAD_RETENTION_MONTHS: "24" }).retention.leadMonths).toBe(24);
  });

  it.each([
    ["PORT", "http"],
    ["TRUST_PROXY", "true"],
    ["FORM_RATE_LIMIT_IP", "-1"],
    ["SMTP_URL", "mail.example:25"],
    ["UNSUBSCRIBE_SECRET", ""],
    ["UNSUBSCRIBE_SECRET", "short"],
    ["LEAD_RETENTION_MONTHS", "0"],
    ["LEAD_RETENTION_MONTHS", "1.5"],
    ["LEAD_RETENTION_MONTHS", "forever"],
    ["LEAD_RETENTION_MONTHS", "121"],
  ])("refuses %s=%j, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("behind a proxy, listens on this machine only: HOST defaults to 127.0.0.1 and another interface is refused", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).host).toBe("127.0.0.1");
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "0:0:0:0:0:0:0:1", "localhost"]) {
      expect(loadConfig({ TRUST_PROXY: "1", HOST: host }).host).toBe(host);
    }
    for (const host of ["0.0.0.0", "::", "192.0.2.10", "2001:db8::1", "example.com", "::2"]) {
      expect(() => loadConfig({ TRUST_PROXY: "1", HOST: host }), host).toThrow(
        /HOST=.* with TRUST_PROXY=1.*loopback/,
      );
    }
    expect(loadConfig({ TRUST_PROXY: "0", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("accepts an unsubscribe secret of 32 bytes or more", () => {
    const secret = "k".repeat(32);
    expect(loadConfig({ UNSUBSCRIBE_SECRET: secret }).unsubscribeSecret).toBe(secret);
  });
});
