/** The shape of an FAQ entry (content/faq.ts), checked at build time. */
import { z } from "zod";
import { faqCategories } from "./faq-categories.ts";
import { localizedText } from "./schema.ts";

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  category: z.enum(faqCategories),
  question: localizedText,
  answer: localizedText,
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
