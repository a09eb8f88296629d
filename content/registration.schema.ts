/**
 * The company's registration numbers (content/site.ts), checked at build time:
 * a mistyped NIP or REGON on the website is a legal defect, and both carry a
 * check digit that catches one.
 */
import { z } from "zod";
import { localizedText } from "./schema.ts";

const digits = (text: string) => [...text].map(Number);

/** Sum of the first digits times their weights, modulo 11. */
const weighted = (text: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * (digits(text)[index] ?? 0), 0) % 11;

/** NIP (tax identification number): 10 digits, the last a check digit; a remainder of 10 is never issued. */
export function isValidNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const check = weighted(nip, [6, 5, 7, 2, 3, 4, 5, 6, 7]);
  return check !== 10 && check === Number(nip[9]);
}

/** REGON (statistical number) of a company: 9 digits, the last a check digit (a remainder of 10 counts as 0). */
export function isValidRegon(regon: string): boolean {
  if (!/^\d{9}$/.test(regon)) return false;
  return weighted(regon, [8, 9, 2, 3, 4, 5, 6, 7]) % 10 === Number(regon[8]);
}

export const registrationSchema = z.object({
  /** Placeholder numbers: every page that shows them says they are samples. */
  sample: z.boolean(),
  krs: z.string().regex(/^\d{10}$/, "KRS numbers have 10 digits"),
  registryCourt: localizedText,
  nip: z.string().refine(isValidNip, "is not a valid NIP (10 digits with a correct check digit)"),
  regon: z
    .string()
    .refine(isValidRegon, "is not a valid REGON (9 digits with a correct check digit)"),
  // The minimum share capital of a spółka z o.o. is 5000 zł.
  shareCapitalPln: z.number().int().min(5000, "is below the legal minimum of 5000 zł"),
});
