/**
 * The company as the site names it (content/entries/company.json), checked at
 * build time and by the editor: registration, phones, address and the rest of
 * what content/site.ts takes from the file.
 */
import { z } from "zod";
import { registrationSchema } from "./registration.schema.ts";
import { text } from "./schema.ts";

const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 09:00");

const phone = z.object({
  /** As the pages show it: "+48 91 000 00 00". */
  display: text,
  /** As a tel: link dials it: "+48910000000". */
  tel: z.string().regex(/^\+\d{8,15}$/, "must be + and the digits, such as +48910000000"),
  /** A number no operator assigns, marked as a sample where shown. */
  sample: z.boolean(),
});

export const companySchema = z.object({
  /** The company's full name as registered (KRS); the registered office is `address`. */
  legalName: text,
  /**
   * What a Polish limited company must show on its website (art. 206 of the
   * Commercial Companies Code); `sample` marks placeholders no office issues.
   */
  registration: registrationSchema,
  /** The first is the one the calls to action and the structured data give. */
  phones: z.tuple([phone], phone),
  /** The registered office and where clients find us. */
  address: z.object({
    sample: z.boolean(),
    street: text,
    postalCode: z.string().regex(/^\d{2}-\d{3}$/, "must be a Polish postal code such as 70-478"),
    city: text,
    region: text,
    regionEn: text,
    country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as PL"),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  openingHours: z.object({ days: z.array(z.enum(weekdays)).min(1), opens: time, closes: time }),
  social: z.object({
    instagram: z.url().startsWith("https://www.instagram.com/", "must be an Instagram profile"),
    facebook: z.url().startsWith("https://www.facebook.com/", "must be a Facebook page"),
  }),
  /** The agency's Google Business Profile, where "See all" reviews leads. */
  googleReviewsUrl: z.url({ protocol: /^https$/, error: "must be an https:// address" }),
});

export type Company = z.infer<typeof companySchema>;
