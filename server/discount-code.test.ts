import { describe, expect, it } from "vitest";
import { codeHolderOf, newDiscountCode, normalizeDiscountCode } from "./discount-code.ts";

describe("discount codes", () => {
  it("are three groups of four unambiguous characters, different every time", () => {
    const codes = Array.from({ length: 2000 }, newDiscountCode);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("spread over the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 500 }, newDiscountCode).join("").replaceAll("-", ""));
    expect(seen.size).toBe(32);
  });

  it("are recognised however they are typed", () => {
    const code = "K7QM-2VX9-S0R1";
    expect(normalizeDiscountCode(code)).toBe(code);
    expect(normalizeDiscountCode("k7qm 2vx9 sor1")).toBe(code);
    expect(normalizeDiscountCode("K7QM2VX9SOrl")).toBe(code);
  });

  it("refuse what cannot be a code", () => {
    expect(normalizeDiscountCode("K7QM-2VX9")).toBeUndefined();
    expect(normalizeDiscountCode("K7QM-2VX9-SBR4-1")).toBeUndefined();
    expect(normalizeDiscountCode("K7QM-2VX9-SBU4")).toBeUndefined();
    expect(normalizeDiscountCode("")).toBeUndefined();
  });

  it("belong to a mailbox however its address is spelt, and keep no address", () => {
    const jan = codeHolderOf("jan.kowalski@firma.pl");
    expect(jan).toMatch(/^[0-9a-f]{64}$/);
    expect(jan).not.toContain("kowalski");
    for (const spelling of [
      "Jan.Kowalski@FIRMA.pl",
      " jan.kowalski+rabat@firma.pl",
      "jan.kowalski+a+b@firma.pl",
    ]) {
      expect(codeHolderOf(spelling)).toBe(jan);
    }
    expect(codeHolderOf("jankowalski@firma.pl")).not.toBe(jan);
    const gmail = codeHolderOf("jan.kowalski@gmail.com");
    for (const spelling of ["jankowalski@gmail.com", "j.a.n.kowalski+x@googlemail.com"]) {
      expect(codeHolderOf(spelling)).toBe(gmail);
    }
    expect(codeHolderOf("jan@firma.pl")).not.toBe(codeHolderOf("jan@firma.com"));
    expect(codeHolderOf("+promo@firma.pl")).not.toBe(codeHolderOf("@firma.pl"));
  });
});
