/**
 * The newsletter's discount codes: 12 random characters from Crockford's
 * base-32 alphabet (no I, L, O or U, so nothing reads as another character),
 * written in three groups: "K7QM-2VX9-SBR4". 60 random bits: nobody guesses
 * one. A code belongs to one person (see codeHolderOf), who keeps it.
 */
import { createHash, randomBytes } from "node:crypto";

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

/** Mail services that ignore dots in an address's local part, by the domain they use. */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * Who holds a discount code, as it is stored: a SHA-256 hash of the mailbox
 * an address reaches, never the address. The mailbox is the address in lower
 * case, without a "+tag" (jan+news@firma.pl reaches jan@firma.pl) and, at
 * Gmail, without dots; so signing up with another spelling of one mailbox
 * brings back the same code instead of a new one.
 */
export function codeHolderOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const [untagged = ""] = address.slice(0, at).split("+");
  let local = untagged || address.slice(0, at);
  let domain = address.slice(at + 1);
  const dotless = DOTS_IGNORED[domain];
  if (dotless) {
    local = local.replaceAll(".", "");
    domain = dotless;
  }
  return createHash("sha256").update(`discount-code-holder:${local}@${domain}`).digest("hex");
}
