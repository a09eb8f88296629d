/**
 * What each article layout (the `layout` of a post's front matter) adds around
 * the body: blocks in named slots, how its FAQ opens and where the reading
 * progress ends.
 */
import type { FunctionComponent } from "react";
import type { ArticleLayout } from "#content/blog/types.ts";
import {
  type ArticleSlotProps,
  AuditCta,
  ChecklistAtStart,
  ChecklistBeforeFaq,
  LocalAgencySection,
  WebAppCta,
} from "./article-ctas.tsx";

/** A block in a slot: HTML of the page, like the body around it. */
export type Slot = FunctionComponent<ArticleSlotProps>;

export interface LayoutSlots {
  /** Above the body's first block. */
  bodyStart?: Slot;
  /** Before each FAQ section, or at the end of the body when it has none. */
  beforeFaq?: Slot;
  /** After the body, before the tags. */
  afterBody?: Slot;
  /** "single": one FAQ answer open at a time; "multiple": each opens on its own. */
  faqMode: "single" | "multiple";
  /** Reading progress reaches 100 % when the related articles come into view. */
  progressEndsAtRelated: boolean;
}

export const articleLayouts: Record<ArticleLayout, LayoutSlots> = {
  default: { faqMode: "multiple", progressEndsAtRelated: false },
  "local-agency": {
    afterBody: LocalAgencySection,
    faqMode: "multiple",
    progressEndsAtRelated: true,
  },
  "free-audit": { beforeFaq: AuditCta, faqMode: "single", progressEndsAtRelated: false },
  checklist: {
    bodyStart: ChecklistAtStart,
    beforeFaq: ChecklistBeforeFaq,
    faqMode: "single",
    progressEndsAtRelated: false,
  },
  "web-app": { afterBody: WebAppCta, faqMode: "multiple", progressEndsAtRelated: false },
};
