/** The shape of a service page's content (content/service-pages.ts), checked at build time. */
import { z } from "zod";
import { servicePages } from "#shared/route-table.ts";
import { iconNames } from "./icons.ts";
import { imageRef, localizedText } from "./schema.ts";

const feature = z.object({
  icon: z.enum(iconNames),
  title: localizedText,
  description: localizedText,
});

/** A price for structured data (schema.org Offer), in PLN net. */
const offer = z
  .object({
    name: localizedText,
    minPrice: z.number().positive(),
    maxPrice: z.number().positive().optional(),
    /** Set for recurring prices, e.g. "MON" for a monthly fee (UN/CEFACT code). */
    unitCode: z.enum(["MON"]).optional(),
  })
  .refine((value) => value.maxPrice === undefined || value.maxPrice > value.minPrice, {
    message: "maxPrice must be higher than minPrice",
    path: ["maxPrice"],
  });

const base = {
  id: z.enum(servicePages),
  badge: localizedText,
  headline: localizedText,
  intro: localizedText,
  image: imageRef,
  /** schema.org serviceType, in English. */
  serviceType: z.string().min(1),
  featuresHeading: localizedText,
  featuresIntro: localizedText,
  localSeo: z.object({
    heading: localizedText,
    paragraphs: z.array(localizedText).min(1).max(3),
    areas: z.array(z.string().min(1)).min(3),
  }),
  cta: z.object({ heading: localizedText, text: localizedText }),
  offers: z.array(offer),
};

const fullPage = z.object({
  ...base,
  layout: z.literal("full"),
  features: z.array(feature).min(4),
  process: z
    .array(z.object({ title: localizedText, description: localizedText }))
    .min(3)
    .max(6),
  pricing: z
    .array(
      z.object({
        name: localizedText,
        price: localizedText,
        timeline: localizedText,
        includes: z.array(localizedText).min(2),
      }),
    )
    .min(2)
    .max(4),
  deliverables: z.array(localizedText).min(4),
});

const specialistPage = z.object({
  ...base,
  layout: z.literal("specialist"),
  features: z.array(feature).min(6).max(8),
  reasons: z.array(feature).length(4),
});

export const servicePageSchema = z.discriminatedUnion("layout", [fullPage, specialistPage]);
export type ServicePageContent = z.infer<typeof servicePageSchema>;
