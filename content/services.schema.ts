/** The shape of a service entry (content/services.ts), checked at build time. */
import { z } from "zod";
import { servicePages } from "#shared/route-table.ts";
import { iconNames } from "./icons.ts";
import { imageRef, localizedText } from "./schema.ts";

export const serviceSchema = z.object({
  id: z.number().int().min(1).max(5),
  /** The service page the index row and the accordion link to. */
  page: z.enum(servicePages),
  icon: z.enum(iconNames),
  title: localizedText,
  /** One sentence for the home page's index row and the accordion summary. */
  description: localizedText,
  /** What the opened index row and the open accordion item say. */
  details: localizedText,
  image: imageRef,
  /** Whether the home page's index row offers a read-more link (the video row does not). */
  cardReadMore: z.boolean(),
});

export type Service = z.infer<typeof serviceSchema>;
