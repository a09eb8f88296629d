/** The shape of the FAQ (content/entries/faq.json), checked at build time and by the editor. */
import { z } from "zod";
import { faqCategories } from "./faq-categories.ts";
import { placeholderProblems } from "./offer-placeholders.ts";
import { localizedText, text } from "./schema.ts";

/** An answer may name the offer's figures ({logo.price}); each must be one the offer has. */
const answerText = text.superRefine((value, context) => {
  for (const message of placeholderProblems(value)) context.addIssue({ code: "custom", message });
});

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  category: z.enum(faqCategories),
  question: localizedText,
  answer: z.object({ pl: answerText, en: answerText }),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

/** The home page FAQ holds exactly 17 questions, each category at least one. */
export const faqListSchema = z
  .array(faqItemSchema)
  .length(17, "the FAQ must hold exactly 17 questions")
  .refine(
    (items) => faqCategories.every((category) => items.some((item) => item.category === category)),
    {
      message: "every category needs at least one question",
    },
  );

export const faqFileSchema = z.object({ items: faqListSchema });

export type FaqFile = z.infer<typeof faqFileSchema>;
