/**
 * Structured blocks of the agency-selection article (beside its Markdown body):
 * questions to ask an agency, common mistakes, a checklist, metrics and an FAQ.
 */
import type { Localized } from "#shared/lang.ts";

export interface AgencyQuestion {
  number: number;
  question: string;
  details: string[];
  links?: { label: string; href: string }[];
}

export interface AgencyMistake {
  title: string;
  description: string;
  consequence: string;
}

export interface AgencyMetric {
  name: string;
  description: string;
  tool: string;
  frequency: "daily" | "weekly" | "monthly";
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface AgencySelectionExtras {
  /** Exactly 10. */
  questions: AgencyQuestion[];
  /** Exactly 8. */
  mistakes: AgencyMistake[];
  /** Exactly 16 short checklist items. */
  checklist: string[];
  /** Exactly 6. */
  metrics: AgencyMetric[];
  /** Exactly 8. */
  faq: FaqEntry[];
}

export type LocalizedAgencySelectionExtras = Localized<AgencySelectionExtras>;
