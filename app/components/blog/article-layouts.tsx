/**
 * What each article layout (the `layout` of a post's front matter) adds around
 * the body: blocks in named slots, how its FAQ opens and where the reading
 * progress ends.
 */
import type { ArticleLayout } from "#content/blog/types.ts";
import { type DeferredSection, deferredSection } from "../deferred-section.ts";
import type { ArticleSlotProps } from "./article-ctas.tsx";

/** A block in a slot; it sits in its own <Suspense> (see deferredSection). */
export type Slot = DeferredSection<ArticleSlotProps>;

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

// The blocks load with the articles whose layout shows them, not with every article.
const ctas = () => import("./article-ctas.tsx");
const LocalAgencySection = await deferredSection(() =>
  ctas().then((module) => module.LocalAgencySection),
);
const AuditCta = await deferredSection(() => ctas().then((module) => module.AuditCta));
const WebAppCta = await deferredSection(() => ctas().then((module) => module.WebAppCta));
const ChecklistAtStart = await deferredSection(() =>
  ctas().then((module) => module.ChecklistAtStart),
);
const ChecklistBeforeFaq = await deferredSection(() =>
  ctas().then((module) => module.ChecklistBeforeFaq),
);

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
