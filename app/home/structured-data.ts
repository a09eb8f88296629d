/** schema.org FAQPage for the home FAQ, in the page's language. */
import type { FAQPage, WithContext } from "schema-dts";

export function faqPageJsonLd(
  name: string,
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
