/**
 * The newsletter's discount codes: 12 random characters from Crockford's
 * base-32 alphabet (no I, L, O or U, so nothing reads as another character),
 * written in three groups: "K7QM-2VX9-SBR4". 60 random bits: nobody guesses
 * one, and two subscribers never share one (the database also refuses it).
 */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 12;

export function newDiscountCode(): string {
  // 32 divides 256, so every character is equally likely.
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte % 32]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/**
 * A code as someone typed or read it out, in its stored form: any case,
 * spaces and dashes anywhere, and O, I or L for 0, 1 and 1. Undefined when it
 * cannot be a code.
 */
export function normalizeDiscountCode(input: string): string | undefined {
  const chars = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (chars.length !== LENGTH || [...chars].some((char) => !ALPHABET.includes(char))) {
    return undefined;
  }
  return chars.match(/.{4}/g)?.join("-");
}
