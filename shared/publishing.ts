/**
 * What publishing last did, as the server keeps it beside its releases
 * (server/releases/) and the content editor shows it in its line
 * (GET /admin/publishing.json, cms/publishing-line.ts).
 */
import { z } from "zod";

export const publishingStatusSchema = z.object({
  /**
   * building: a saved change is being built and checked; live: it is on the
   * site; refused: its build or checks failed, so the site kept the release
   * before it; rolled-back: someone went back one release by hand.
   */
  state: z.enum(["building", "live", "refused", "rolled-back"]),
  /** The commit this state is about (full hash). */
  commit: z.string(),
  /** When the state began (ISO 8601). */
  at: z.string(),
  /** refused: what failed, a few lines naming the file and field where the build says so. */
  reason: z.string().optional(),
  /** The release the site shows meanwhile. */
  live: z.object({ commit: z.string(), at: z.string() }).optional(),
  /**
   * The newest commit publishing built, whether it went live or was refused:
   * it is not built again, so a refused save is not retried every minute and a
   * release rolled back from stays off the site until the editor saves anew.
   */
  tried: z.string().optional(),
});

export type PublishingStatus = z.infer<typeof publishingStatusSchema>;
