import { describe, expect, it } from "vitest";
import { hasDuplicateKeys, isJsonContentType, parseJson, readLimited } from "./body.ts";
import { requestLang } from "./lang.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("request bodies", () => {
  it("finds repeated keys at any depth but not in strings or arrays", () => {
    expect(hasDuplicateKeys('{"a":1,"a":2}')).toBe(true);
    expect(hasDuplicateKeys('{"a":{"b":1,"b":2}}')).toBe(true);
    expect(hasDuplicateKeys('{"a\\u0062":1,"ab":2}')).toBe(true);
    expect(hasDuplicateKeys('{"a":"a","b":["a","a"],"c":{"a":1}}')).toBe(false);
    expect(hasDuplicateKeys('{"a":"x\\",\\"a\\":1"}')).toBe(false);
  });

  it("rejects invalid UTF-8, empty bodies and broken JSON", () => {
    expect(parseJson(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(parseJson(bytes("  "))).toEqual({ ok: false, reason: "malformed" });
    expect(parseJson(bytes('{"a":'))).toEqual({ ok: false, reason: "malformed" });
    expect(parseJson(bytes('{"Imię":"Żaneta 😀"}'))).toEqual({
      ok: true,
      value: { Imię: "Żaneta 😀" },
    });
  });

  const streamed = (stream: ReadableStream<Uint8Array>) => {
    const init: RequestInit & { duplex: "half" } = { method: "POST", body: stream, duplex: "half" };
    return new Request("http://x/", init);
  };

  it("stops at the limit on the bytes received, whatever Content-Length says", async () => {
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(4096));
      },
    });
    expect(await readLimited(streamed(endless), 16 * 1024, 5000)).toEqual({
      ok: false,
      reason: "too-large",
    });
    const small = new Request("http://x/", { method: "POST", body: "{}" });
    expect(await readLimited(small, 16 * 1024, 5000)).toEqual({ ok: true, bytes: bytes("{}") });
  });

  it("gives up on a body that does not arrive in time", async () => {
    let sent = 0;
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.enqueue(bytes("{"));
        sent++;
      },
    });
    expect(await readLimited(streamed(trickle), 16 * 1024, 150)).toEqual({
      ok: false,
      reason: "timeout",
    });
    expect(sent).toBeLessThan(20);
  });

  it("accepts only JSON in UTF-8", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("application/json; charset=UTF-8")).toBe(true);
    expect(isJsonContentType("application/json; charset=windows-1250")).toBe(false);
    expect(isJsonContentType("text/json")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});

describe("API language", () => {
  const lang = (url: string, accept?: string) =>
    requestLang(new Request(url, { headers: accept ? { "Accept-Language": accept } : {} }));

  it("follows the lang hint, then Accept-Language, defaulting to Polish", () => {
    expect(lang("http://x/?lang=en", "pl")).toBe("en");
    expect(lang("http://x/", "de-DE,en;q=0.8,pl;q=0.5")).toBe("en");
    expect(lang("http://x/", "en;q=0.3,pl-PL;q=0.9")).toBe("pl");
    expect(lang("http://x/", "fr")).toBe("pl");
    expect(lang("http://x/")).toBe("pl");
  });
});
