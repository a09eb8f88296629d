import { describe, expect, it } from "vitest";
import { etagMatches, preferredEncoding } from "./negotiation.ts";

describe("content negotiation", () => {
  const all = ["br", "gzip", "identity"] as const;

  it("follows the client's q-values, brotli first on a tie, q=0 meaning no", () => {
    expect(preferredEncoding("gzip, deflate, br", all)).toBe("br");
    expect(preferredEncoding("br;q=0.5, gzip;q=1", all)).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip", all)).toBe("gzip");
    expect(preferredEncoding("br; q=0.000, gzip;q=0", all)).toBe("identity");
    expect(preferredEncoding("*", all)).toBe("br");
    expect(preferredEncoding("*;q=0.1, br;q=0", all)).toBe("gzip");
    expect(preferredEncoding("GZIP", all)).toBe("gzip");
    expect(preferredEncoding("identity", all)).toBe("identity");
    expect(preferredEncoding(undefined, all)).toBe("identity");
    expect(preferredEncoding("br", ["gzip", "identity"])).toBe("identity");
  });

  it("matches If-None-Match lists, weak validators and *", () => {
    const etag = '"abc"';
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc" , "y"', etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
