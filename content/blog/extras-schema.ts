/** Validation of the agency-selection article's structured blocks (see extras-types.ts). */
import { z } from "zod";
import type { LocalizedAgencySelectionExtras } from "./extras-types.ts";

const text = z.string().min(1);

const extras = z.object({
  questions: z
    .array(
      z.object({
        number: z.number().int().positive(),
        question: text,
        details: z.array(text).min(1),
        links: z
          .array(z.object({ label: text, href: z.string().regex(/^(\/|https?:\/\/)/) }))
          .optional(),
      }),
    )
    .length(10),
  mistakes: z.array(z.object({ title: text, description: text, consequence: text })).length(8),
  checklist: z.array(text).length(16),
  metrics: z
    .array(
      z.object({
        name: text,
        description: text,
        tool: text,
        frequency: z.enum(["daily", "weekly", "monthly"]),
      }),
    )
    .length(6),
  faq: z.array(z.object({ question: text, answer: text })).length(8),
});

const localizedExtras = z.object({ pl: extras, en: extras });

/** Throws with the file and the field when the extras are malformed. */
export function validateAgencyExtras(file: string, value: unknown): LocalizedAgencySelectionExtras {
  const result = localizedExtras.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Blog extras ${file}: ${problems}`);
  }
  return result.data;
}
