/** The shape of content/entries/service-images.json: each service's picture, checked at build time. */
import { z } from "zod";
import { imageRef } from "./schema.ts";

/** One picture per service, shown on /uslugi and at the top of the service's page. */
export const serviceImagesFileSchema = z.object({
  branding: imageRef,
  web: imageRef,
  marketing: imageRef,
  video: imageRef,
  strategy: imageRef,
});

export type ServiceImagesFile = z.infer<typeof serviceImagesFileSchema>;
