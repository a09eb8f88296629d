/**
 * Questions and answers of the home page FAQ, grouped in seven categories the
 * visitor can filter by (content/faq-categories.ts). The agency edits them in
 * content/entries/faq.json; an answer names the offer's prices and times as
 * placeholders ("od {website.priceFrom} netto", content/offer-placeholders.ts),
 * filled in here from content/offer.ts. Checked at build time (content/faq.schema.ts).
 */

import { typesetPolishTree } from "#shared/typography.ts";
import faqFile from "./entries/faq.json" with { type: "json" };
import { fieldOf } from "./entries.ts";
import type { FaqFile, FaqItem } from "./faq.schema.ts";
import { fillOffer } from "./offer-placeholders.ts";

export type { FaqItem };

/** The items as written in the file, placeholders and all. */
export const faqSource = fieldOf<FaqFile, "items">(faqFile, "items");

// Pure: the home page's loader reads it, so the browser's chunks leave it out.
export const faqItems: readonly FaqItem[] = /* @__PURE__ */ typesetPolishTree(
  faqSource.map((item) => ({
    ...item,
    answer: { pl: fillOffer(item.answer.pl, "pl"), en: fillOffer(item.answer.en, "en") },
  })),
);
