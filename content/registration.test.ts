import { describe, expect, it } from "vitest";
import { isValidNip, isValidRegon, registrationSchema } from "./registration.schema.ts";
import { site } from "./site.ts";

describe("the company's registration numbers", () => {
  it("the configured NIP and REGON have correct check digits", () => {
    expect(isValidNip(site.registration.nip)).toBe(true);
    expect(isValidRegon(site.registration.regon)).toBe(true);
    expect(registrationSchema.safeParse(site.registration).success).toBe(true);
  });

  it("rejects a NIP or REGON with one digit changed", () => {
    const { nip, regon } = site.registration;
    const changed = (number: string, at: number) =>
      `${number.slice(0, at)}${(Number(number[at]) + 1) % 10}${number.slice(at + 1)}`;
    for (let at = 0; at < nip.length; at++) expect(isValidNip(changed(nip, at))).toBe(false);
    for (let at = 0; at < regon.length; at++) expect(isValidRegon(changed(regon, at))).toBe(false);
  });

  it("follows the rules' edge cases", () => {
    expect(isValidNip("5260250274")).toBe(true);
    expect(isValidRegon("000002217")).toBe(true);
    // A weighted remainder of 10: never a NIP, a REGON with check digit 0.
    for (let last = 0; last <= 9; last++) expect(isValidNip(`851000001${last}`)).toBe(false);
    expect(isValidRegon("320000080")).toBe(true);
    expect(isValidNip("123-456-32-18")).toBe(false);
    expect(isValidNip("85131740")).toBe(false);
    expect(isValidRegon("32158402")).toBe(false);
  });
});
