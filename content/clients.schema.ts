/** The shape of the client logos (content/entries/clients.json), checked at build time and by the editor. */
import { z } from "zod";
import { localizedText } from "./schema.ts";

export const clientSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  name: z.string().trim().min(2, "must not be empty"),
  logo: z.string().regex(/^\/clients\/[a-z0-9-]+\.svg$/, "must be an SVG under /clients/"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the client does, for the logo's alt text. */
  industry: localizedText,
  /** A made-up brand: the carousel's heading calls the logos examples. */
  sample: z.boolean(),
  /** The client agreed (in writing, on file) to have its logo shown here. */
  consentRecorded: z.boolean(),
});

export type Client = z.infer<typeof clientSchema>;

export const clientsFileSchema = z.object({ clients: z.array(clientSchema).min(8).max(10) });

export type ClientsFile = z.infer<typeof clientsFileSchema>;
